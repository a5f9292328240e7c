import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@mizan/domain/geo/distance';
import { Page } from '@/components/ui/page';
import { useIdentity } from '@/features/identity/api/get-identity';
import { NO_PASS, usePassStatus } from '@/features/pass/api/get-pass-status';
import { useSetPassStatus } from '@/features/pass/api/set-pass-status';
import { IdentitySummary } from '@/features/profile/components/identity-summary';
import { PassSection } from '@/features/profile/components/pass-section';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { fetchCityAt } from '@/lib/places/get-reverse-geocode';

/** /profile (spec 2 "Profile"): who you are, optional details, and the pass. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const identity = useIdentity();
  const pass = usePassStatus();
  const setPassStatus = useSetPassStatus();
  const findCity = useCallback((position: LatLng) => fetchCityAt(queryClient, position), [queryClient]);
  return (
    <Page title={t('pages.profile')}>
      <IdentitySummary identity={identity.isPending ? undefined : identity.data} />
      <ProfileForm findCity={findCity} />
      <PassSection
        active={pass.data?.active}
        passExpiresAt={pass.data?.passExpiresAt ?? null}
        onDeactivated={() => setPassStatus(NO_PASS)}
      />
    </Page>
  );
}
