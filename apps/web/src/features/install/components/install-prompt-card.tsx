import { useId, useState } from 'react';
import { ChevronDown, Download, Share, SquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';

export function InstallPromptCard() {
  const { t } = useTranslation('install');
  const { state, install } = useInstallPrompt();
  const [expanded, setExpanded] = useState(false);
  const stepsId = useId();
  if (state === 'hidden' || state === 'installed') return null;
  return (
    <section
      aria-labelledby={`${stepsId}-title`}
      className="rounded-2xl bg-teal-800 p-5 text-white shadow-md"
    >
      <h2 id={`${stepsId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Download aria-hidden="true" className="size-5 text-sand-200" />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-teal-50">{t('body')}</p>
      {state === 'available' ? (
        <div className="mt-4">
          <Button variant="light" onClick={() => void install()}>
            {t('button')}
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-4">
            <Button
              variant="light"
              aria-expanded={expanded}
              aria-controls={stepsId}
              onClick={() => setExpanded((e) => !e)}
            >
              {t('iosToggle')}
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
            </Button>
          </div>
          <div id={stepsId} hidden={!expanded} className="mt-4 space-y-3 text-sm">
            <ol className="space-y-2">
              <li className="flex gap-2">
                <Share aria-hidden="true" className="size-5 shrink-0 text-sand-200" />
                {t('iosStep1')}
              </li>
              <li className="flex gap-2">
                <SquarePlus aria-hidden="true" className="size-5 shrink-0 text-sand-200" />
                {t('iosStep2')}
              </li>
            </ol>
            <p className="text-teal-50">{t('iosTip')}</p>
          </div>
        </>
      )}
    </section>
  );
}
