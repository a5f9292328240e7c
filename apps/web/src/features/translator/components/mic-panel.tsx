import { Loader2, Mic, Square, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { Alert } from '@/components/ui/alert';
import { useReasonText } from '@/hooks/use-reason-text';
import type { VoiceMode } from '../hooks/use-voice-translator';
import { TARGET_NAMES } from '../lib/direction';
import { formatCountdown, isBusy, remainingMs } from '../lib/recorder-machine';
import type { RecorderProblem, RecorderState } from '../lib/recorder-machine';

interface MicPanelProps {
  state: RecorderState;
  mode: VoiceMode;
  direction: StoredDirection;
  language: Language;
  /** What the browser's recognition has heard so far. */
  interim: string;
  onTap: () => void;
}

/** A recorder problem in the visitor's language (spec 8 "Recording"). */
export function useProblemText(): (problem: RecorderProblem) => string {
  const { t, i18n } = useTranslation('translator');
  const reasonText = useReasonText();
  return (problem) => {
    switch (problem.kind) {
      case 'mic':
        return t('errors.mic');
      case 'timeout':
        return t('errors.timeout');
      case 'offline':
        return t('errors.offline');
      case 'recognition':
        return t('errors.recognition');
      case 'server': {
        // Spec 8: the server's text, or 'server error {status}', lowercased (German keeps its capital nouns).
        // A refusal that is not a voice problem of its own: the clip held no words the server could use.
        const text =
          reasonText(problem.reason, { bad_request: t('errors.empty') }) ??
          t('errors.server', { status: problem.status });
        return i18n.language.startsWith('de') ? text : text.toLocaleLowerCase(i18n.language);
      }
    }
  };
}

const BUTTON_LOOK: Record<RecorderState['status'], string> = {
  idle: 'bg-terracotta-600 text-white hover:bg-terracotta-700 shadow-lg',
  error: 'bg-terracotta-600 text-white hover:bg-terracotta-700 shadow-lg',
  listening: 'bg-red-700 text-white shadow-lg ring-8 ring-red-700/20',
  transcribing: 'bg-teal-800 text-white',
  translating: 'bg-teal-800 text-white',
  speaking: 'bg-teal-700 text-white',
};

/** The large microphone button, its state, the countdown and what went wrong (spec 2, 4). */
export function MicPanel({ state, mode, direction, language, interim, onTap }: MicPanelProps) {
  const { t } = useTranslation('translator');
  const problemText = useProblemText();
  const busy = isBusy(state);
  const listening = state.status === 'listening';
  const unavailable = mode === 'none';
  const Icon = listening ? Square : state.status === 'speaking' ? Volume2 : busy ? Loader2 : Mic;
  const label = listening ? t('mic.stop') : busy ? t('mic.busy') : t('mic.start');
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-muted">
        {direction === 'target-to-darija'
          ? t('mic.speakNow.toDarija', { language: TARGET_NAMES[language] })
          : t('mic.speakNow.fromDarija')}
      </p>
      <div className="relative grid size-32 place-items-center">
        {listening ? (
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-600/30" />
        ) : null}
        <button
          type="button"
          onClick={onTap}
          disabled={busy || unavailable}
          aria-label={label}
          data-state={state.status}
          className={`relative grid size-32 place-items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-80 ${BUTTON_LOOK[state.status]}`}
        >
          <Icon
            aria-hidden="true"
            className={`size-14 ${busy && state.status !== 'speaking' ? 'animate-spin' : ''}`}
          />
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-6 font-semibold text-teal-900"
        data-testid="mic-status"
      >
        {t(`mic.status.${state.status}`)}
      </p>
      {listening ? (
        <p className="text-4xl font-bold text-red-700 tabular-nums" data-testid="countdown">
          <span className="sr-only">{t('mic.timeLeft')} </span>
          {formatCountdown(remainingMs(state))}
        </p>
      ) : null}
      {mode === 'browser' && interim ? (
        <p
          className="w-full rounded-lg bg-sand-100 p-3 text-left text-ink"
          lang={direction === 'target-to-darija' ? language : 'ar'}
        >
          <span className="block text-xs font-semibold text-muted uppercase">{t('mic.heardSoFar')}</span>
          {interim}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className="w-full text-left">
          <Alert>{problemText(state.problem)}</Alert>
        </div>
      ) : null}
      {state.status === 'idle' && state.notice === 'empty' ? (
        <div className="w-full text-left">
          <Alert tone="notice">{t('errors.empty')}</Alert>
        </div>
      ) : null}
    </div>
  );
}
