import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { VoiceMode } from '../hooks/use-voice-translator';

/**
 * What the microphone uses on a server without a voice service. Its line is in the first paint, empty until
 * the server's status comes (after the first paint, with the scripts): a notice arriving then in the flow pushed
 * the history and the phrasebook down (CLS 0.044 on /transcribe, issue 15 asks 0.02). So the line keeps its one
 * line's height whatever it says; the whole notice opens under it on a tap (a visitor's input: no shift counted).
 * The line is a control: its summary is 44 px tall for a thumb, 12 px over the gap above and below the line, so
 * the line still takes 20 px and nothing moves (flow-root: without it the summary's negative margin joined the
 * box's own, and the line's arrival moved the typed field 8 px).
 */
export function VoiceNotice({ missing, mode }: { missing: boolean; mode: VoiceMode }) {
  const { t } = useTranslation('translator');
  return (
    <div className="-mt-2 flow-root min-h-5 text-xs" data-testid="voice-notice">
      {missing ? (
        <details>
          <summary className="-my-3 flex h-11 cursor-pointer items-center justify-center gap-1 font-semibold text-teal-900">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{t('noService.short')}</span>
          </summary>
          <div className="mt-2 text-left">
            <Alert tone="notice">
              <span className="block font-semibold">{t('noService.title')}</span>
              {mode === 'browser' ? t('noService.browser') : t('noService.none')}
            </Alert>
          </div>
        </details>
      ) : null}
    </div>
  );
}
