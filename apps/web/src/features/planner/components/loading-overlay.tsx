import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Loading } from '../hooks/use-planner';

/** Spec 2/4: while generating, a full-screen overlay with a title, a spinner and the current step's message. */
export function LoadingOverlay({ loading }: { loading: Loading }) {
  const { t } = useTranslation('planner');
  const message =
    loading.phase === 'details'
      ? t('loading.details', { n: loading.n, total: loading.total })
      : t(`loading.${loading.phase}`);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="planner-loading-title"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-teal-950/90 px-8 text-center text-white"
    >
      <h2 id="planner-loading-title" className="text-xl font-bold">
        {t('loading.title')}
      </h2>
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-sand-200" />
      <p role="status" aria-live="polite" className="text-base text-sand-100">
        {message}
      </p>
    </div>
  );
}
