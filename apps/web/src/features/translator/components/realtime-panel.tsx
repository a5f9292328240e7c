import { AudioLines, Loader2, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { RealtimeProblem, RealtimeStatus } from '../hooks/use-realtime-beta';

interface RealtimePanelProps {
  status: RealtimeStatus;
  problem: RealtimeProblem | null;
  texts: { heard: string; said: string };
  onToggle: () => void;
}

/** The hidden beta's live voice session (spec 2, 4): one button, its state, and the last texts. */
export function RealtimePanel({ status, problem, texts, onToggle }: RealtimePanelProps) {
  const { t } = useTranslation('translator');
  const running = status === 'connecting' || status === 'live';
  const Icon = status === 'connecting' ? Loader2 : status === 'live' ? Square : AudioLines;
  const problemText = (failure: RealtimeProblem) =>
    failure.kind === 'mic'
      ? t('errors.mic')
      : failure.kind === 'session'
        ? t('errors.sessionCreate')
        : t('errors.sdp', { status: failure.status, body: failure.body });
  return (
    <section aria-labelledby="realtime-title" className="flex flex-col items-center gap-3 text-center">
      <h2
        id="realtime-title"
        className="rounded-full bg-terracotta-50 px-3 py-1 text-sm font-semibold text-terracotta-700"
      >
        {t('beta.title')}
      </h2>
      <p className="text-sm text-muted">{t('beta.intro')}</p>
      <div className="relative grid size-32 place-items-center">
        {status === 'live' ? (
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-600/30" />
        ) : null}
        <button
          type="button"
          onClick={onToggle}
          aria-label={running ? t('beta.stop') : t('beta.start')}
          data-state={status}
          className={`relative grid size-32 place-items-center rounded-full text-white shadow-lg transition-colors ${
            status === 'live'
              ? 'bg-red-700 ring-8 ring-red-700/20'
              : running
                ? 'bg-teal-800'
                : 'bg-teal-900 hover:bg-teal-800'
          }`}
        >
          <Icon aria-hidden="true" className={`size-14 ${status === 'connecting' ? 'animate-spin' : ''}`} />
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-6 font-semibold text-teal-900"
        data-testid="realtime-status"
      >
        {t(`beta.status.${status}`)}
      </p>
      {problem && status === 'error' ? (
        <div className="w-full text-left">
          <Alert>{problemText(problem)}</Alert>
        </div>
      ) : null}
      {texts.heard || texts.said ? (
        <dl className="w-full space-y-2 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-sand-200">
          {texts.heard ? (
            <div>
              <dt className="text-xs font-semibold text-terracotta-700 uppercase">{t('beta.heard')}</dt>
              <dd dir="auto">{texts.heard}</dd>
            </div>
          ) : null}
          {texts.said ? (
            <div>
              <dt className="text-xs font-semibold text-terracotta-700 uppercase">{t('beta.said')}</dt>
              <dd dir="auto" className="text-lg font-semibold text-teal-950">
                {texts.said}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
