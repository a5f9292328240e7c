import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { PlannerScreen } from '@/features/planner/components/planner-screen';

/** The trip planner (spec 2 "Trip planner"): a link back home, then the wizard or its results. */
export function ItineraryRoute() {
  const { t } = useTranslation(['common', 'planner']);
  return (
    <>
      <div className="mx-auto w-full max-w-xl px-4 pt-4">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-teal-800 hover:text-teal-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('planner:home')}
        </Link>
      </div>
      <Page title={t('pages.itinerary')}>
        <PlannerScreen />
      </Page>
    </>
  );
}
