import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { useReasonText } from '@/hooks/use-reason-text';
import { serverReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { postDeactivatePass } from '../api/post-deactivate-pass';

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
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const reasonText = useReasonText();
  // The answer takes the focus as it shows: on success the button the focus was on is gone (the card shows the
  // invitation to buy), and a keyboard or screen-reader visitor was left on the page's start with nothing said.
  const focusAsShown = useCallback((element: HTMLDivElement | null) => {
    element?.focus();
  }, []);

  const run = () => {
    if (!window.confirm(t('pass.confirm'))) return;
    setResult(null);
    setPending(true);
    postDeactivatePass()
      .then(
        () => {
          onDeactivated();
          setResult({ ok: true, text: t('pass.deactivated') });
        },
        (error: unknown) => {
          const reason = reasonText(serverReason(error), { not_found: t('pass.noActivePass') });
          setResult({ ok: false, text: reason ?? t('pass.failed') });
        },
      )
      .finally(() => setPending(false));
  };

  if (active === undefined) return null;
  const resultText = result ? (
    <div ref={focusAsShown} tabIndex={-1}>
      <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>
    </div>
  ) : null;

  return (
    <Card labelledBy="profile-pass" className="space-y-3">
      <h2 id="profile-pass" className="text-lg font-semibold text-teal-900">
        {t('pass.title')}
      </h2>
      {active ? (
        <>
          <p className="text-ink" data-testid="pass-active">
            {passExpiresAt
              ? t('pass.activeUntil', {
                  date: formatDateTime(new Date(passExpiresAt), i18n.language),
                })
              : t('pass.active')}
          </p>
          <p className="text-sm text-muted">{t('pass.deactivateInfo')}</p>
          <Button variant="danger" onClick={run} busy={pending}>
            {pending ? t('pass.deactivating') : t('pass.deactivate')}
          </Button>
          {resultText}
        </>
      ) : (
        <>
          {resultText}
          <p className="text-ink">{t('pass.intro')}</p>
          <ButtonLink to="/pay">{t('pass.buy')}</ButtonLink>
        </>
      )}
    </Card>
  );
}
