import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { usePassStatus } from '@/features/pass/api/use-pass-status';
import { formatDateTime } from '@/lib/format';

/**
 * A pass holder back on /pay is told their pass runs until its end and that a new one would start at its payment,
 * beside the first (the server does not chain passes), before paying for days they already have.
 */
export function PayHolderNotice() {
  const { t, i18n } = useTranslation('pass');
  const pass = usePassStatus().data;
  if (!pass?.active || !pass.passExpiresAt) return null;
  return (
    <Alert tone="notice">
      {t('holder', { date: formatDateTime(new Date(pass.passExpiresAt), i18n.language) })}
    </Alert>
  );
}
