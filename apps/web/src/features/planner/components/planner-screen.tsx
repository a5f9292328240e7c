import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n';
import { dismissNotice } from '@/lib/dismiss-notice';
import { notify } from '@/lib/notify';
import { usePlanner } from '../hooks/use-planner';
import { loadSavedTrips, useSavedTrips } from '../hooks/use-saved-trips';
import type { StepError } from '../lib/wizard-form';
import { LoadingOverlay } from './loading-overlay';
import { SavedTrips } from './saved-trips';
import { TripWizard } from './trip-wizard';

// The results (days, places, their details and directions) load with the first generation, which takes
// longer than their chunk, or once saved trips are listed: the planner's first screen goes without them
// (ADR 022).
const loadResults = () => import('./itinerary-results');
const ItineraryResults = lazy(() => loadResults().then((m) => ({ default: m.ItineraryResults })));
/** Fetched ahead; a failure (offline before the service worker holds the app) is the lazy view's to meet. */
const preloadResults = () => void loadResults().catch(() => undefined);

/** The trip planner (spec 2 "Trip planner"): the four-step wizard, the generating overlay, the results. */
export function PlannerScreen() {
  const { t, i18n } = useTranslation('planner');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const onError = useCallback(() => {
    void notify(t('errors.failed', { title: t('errors.title'), text: t('errors.generate') }), 'error');
  }, [t]);
  const planner = usePlanner(language, onError);
  const trips = useSavedTrips();
  const [savedId, setSavedId] = useState<object | null>(null);
  // The wizard shown again by 'create new' takes the focus; on arrival the page's own heading keeps it.
  const [createdNew, setCreatedNew] = useState(false);

  useEffect(() => {
    if (trips.length > 0) preloadResults();
  }, [trips.length]);

  const onInvalid = (error: StepError) => void notify(t(`errors.${error}`), 'error');
  const { result } = planner;

  const content = result ? (
    <Suspense fallback={null}>
      <ItineraryResults
        result={result}
        saved={savedId === result}
        onCreateNew={() => {
          planner.reset();
          setCreatedNew(true);
          window.scrollTo({ top: 0 });
        }}
        onSave={() => {
          loadSavedTrips().then(
            ({ saveTrip }) => {
              saveTrip(result.form, result.itinerary);
              setSavedId(result);
              void notify(t('saved.done'), 'success');
            },
            () => void notify(t('errors.title'), 'error'),
          );
        }}
      />
    </Suspense>
  ) : (
    <div className="space-y-4">
      <TripWizard
        step={planner.step}
        setStep={(step) => {
          // The step's refusal ('please choose at least one interest') no longer holds once it has moved on.
          dismissNotice();
          planner.setStep(step);
        }}
        form={planner.form}
        setForm={planner.setForm}
        onInvalid={onInvalid}
        onGenerate={() => {
          // A failed attempt's toast would stay over the plan this one brings.
          dismissNotice();
          preloadResults();
          void planner.generate();
        }}
        busy={planner.loading !== null}
        focusOnMount={createdNew}
      />
      <SavedTrips
        trips={trips}
        onOpen={(trip) => {
          const opened = { form: trip.form, itinerary: trip.itinerary, details: {} };
          planner.open(opened);
          setSavedId(opened);
          window.scrollTo({ top: 0 });
        }}
        onDelete={(id) => void loadSavedTrips().then(({ deleteTrip }) => deleteTrip(id))}
      />
    </div>
  );

  return (
    <>
      {content}
      {planner.loading ? <LoadingOverlay loading={planner.loading} /> : null}
    </>
  );
}
