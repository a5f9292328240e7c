import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { ApiError } from '@/lib/api-client';
import { usePostDeactivatePass } from '../api/post-deactivate-pass';

interface PassSectionProps {
  /** undefined while the status is unknown. */
  active: boolean | undefined;
  passExpiresAt: string | null;
  /** Given by the screen: the app's cached status becomes inactive. */
  onDeactivated: () => void;
}

/** Spec 2, 4 "Deactivation": the active pass with its deactivate button, or an invitation to buy one. */
export function PassSection({ active, passExpiresAt, onDeactivated }: PassSectionProps) {
  const { t, i18n } = useTranslation('profile');
  const deactivate = usePostDeactivatePass();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const run = () => {
    if (!window.confirm(t('pass.confirm'))) return;
    setResult(null);
    deactivate.mutate(undefined, {
      onSuccess: () => {
        onDeactivated();
        setResult({ ok: true, text: t('pass.deactivated') });
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.message !== 'Request failed' ? error.message : t('pass.failed');
        setResult({ ok: false, text: message });
      },
    });
  };

  if (active === undefined) return null;
  const resultText = result ? (
    <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'font-medium text-teal-800' : 'text-red-800'}>
      {result.text}
    </p>
  ) : null;

  return (
    <section aria-labelledby="profile-pass" className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <h2 id="profile-pass" className="text-lg font-semibold text-teal-900">
        {t('pass.title')}
      </h2>
      {active ? (
        <>
          <p className="text-ink" data-testid="pass-active">
            {passExpiresAt
              ? t('pass.activeUntil', {
                  date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(passExpiresAt)),
                })
              : t('pass.active')}
          </p>
          <p className="text-sm text-muted">{t('pass.deactivateInfo')}</p>
          <button
            type="button"
            onClick={run}
            disabled={deactivate.isPending}
            className="min-h-12 rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {deactivate.isPending ? t('pass.deactivating') : t('pass.deactivate')}
          </button>
          {resultText}
        </>
      ) : (
        <>
          {resultText}
          <p className="text-ink">{t('pass.intro')}</p>
          <ButtonLink to="/pay">{t('pass.buy')}</ButtonLink>
        </>
      )}
    </section>
  );
}
