import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/layout/home-link';
import { Page } from '@/components/ui/page';
import { PlannerScreen } from '@/features/planner/components/planner-screen';

/** The trip planner (spec 2 "Trip planner"): a link back home, then the wizard or its results. */
export function ItineraryRoute() {
  const { t } = useTranslation();
  return (
    <>
      <HomeLink />
      <Page title={t('pages.itinerary')}>
        <PlannerScreen />
      </Page>
    </>
  );
}
