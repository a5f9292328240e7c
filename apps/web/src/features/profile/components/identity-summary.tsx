import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IdentityResponse } from '@mizan/contracts/identity';
import { Card } from '@/components/ui/card';
import { maskId } from '../lib/mask-id';

interface IdentitySummaryProps {
  /** undefined while loading; null when the identity could not be read. */
  identity: IdentityResponse | null | undefined;
}

/** Who this is (spec 2 "Profile"): the masked id, the email when signed in, or 'anonymous'. */
export function IdentitySummary({ identity }: IdentitySummaryProps) {
  const { t } = useTranslation('profile');
  const signedIn = identity?.type === 'user';
  return (
    <Card labelledBy="profile-identity">
      <h2 id="profile-identity" className="flex items-center gap-2 text-lg font-semibold text-teal-900">
        <UserRound aria-hidden="true" className="size-5 text-terracotta-600" />
        {t('identity.title')}
      </h2>
      {identity === undefined ? (
        // As tall as an anonymous visitor's answer (id, account, sign-in link): on a slow network the form below
        // stayed put when the answer came, where it jumped 84 px down under a thumb about to tap it.
        <p className="mt-2 min-h-27 text-muted">{t('identity.loading')}</p>
      ) : (
        <dl className="mt-2 space-y-1 text-ink">
          {identity ? (
            <div className="flex gap-2">
              <dt className="text-muted">{t('identity.id')}</dt>
              <dd className="font-mono" data-testid="masked-id">
                {maskId(identity.id)}
              </dd>
            </div>
          ) : null}
          <div className="flex gap-2">
            <dt className="text-muted">{t('identity.account')}</dt>
            <dd data-testid="profile-account">
              {signedIn && identity.email ? identity.email : t('identity.anonymous')}
            </dd>
          </div>
        </dl>
      )}
      {identity !== undefined && !signedIn ? (
        <p className="mt-3 text-sm">
          <Link
            to="/login?next=/profile"
            className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
          >
            {t('identity.signIn')}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
