import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@mizan/domain/geo/distance';
import { Page } from '@/components/ui/page';
import { identityQuery } from '@/features/identity/api/get-identity';
import { NO_PASS, passStatusQueryOptions } from '@/features/pass/api/get-pass-status';
import { rememberPassStatus } from '@/features/pass/api/pass-status-cache';
import { IdentitySummary } from '@/features/profile/components/identity-summary';
import { PassSection } from '@/features/profile/components/pass-section';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useQuerySlot } from '../provider';
import { loadQueryClient, useServerAnswer } from '../use-server-answer';

/**
 * /profile (spec 2 "Profile"): who you are, optional details, and the pass. Its first answers are fetched
 * without TanStack Query, which loads once the page has settled or with 'use my location' (ADR 022, 2026-11-25).
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const slot = useQuerySlot();
  const [identity] = useServerAnswer(identityQuery());
  const [pass, setPass] = useServerAnswer(passStatusQueryOptions());
  const findCity = useCallback(
    async (position: LatLng) => {
      const [client, { fetchCityAt }] = await Promise.all([
        loadQueryClient(slot),
        import('@/lib/places/get-reverse-geocode'),
      ]);
      return fetchCityAt(client, position);
    },
    [slot],
  );
  const onDeactivated = useCallback(() => {
    rememberPassStatus(NO_PASS, Date.now());
    setPass(NO_PASS);
  }, [setPass]);
  return (
    <Page title={t('pages.profile')}>
      <IdentitySummary identity={identity.isPending ? undefined : identity.data} />
      <ProfileForm findCity={findCity} />
      <PassSection
        active={pass.data?.active}
        passExpiresAt={pass.data?.passExpiresAt ?? null}
        onDeactivated={onDeactivated}
      />
    </Page>
  );
}
