import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PlannerResult } from '../hooks/use-planner';
import { DaySection } from './day-section';

// The viewer is a Radix dialog (about 14 KB gzip): it loads with the results, not with the wizard's page,
// and mounts when a photo is opened.
const loadImageViewer = () => import('./image-viewer');
const ImageViewer = lazy(() => loadImageViewer().then((m) => ({ default: m.ImageViewer })));

interface ItineraryResultsProps {
  result: PlannerResult;
  onCreateNew: () => void;
  onSave: () => void;
  saved: boolean;
}

type Photo = PlaceDetailsResponse['photos'][number];

/** The fifth view (spec 2 "Results"): summary, one open day at a time, practical info, create new and save. */
export function ItineraryResults({ result, onCreateNew, onSave, saved }: ItineraryResultsProps) {
  const { t } = useTranslation('planner');
  const { form, itinerary, details } = result;
  const [openDay, setOpenDay] = useState<number | null>(1);
  const [viewing, setViewing] = useState<{ photo: Photo; alt: string } | null>(null);
  // The plan replaces the wizard (or the overlay) under the visitor's finger: its heading takes the focus, so
  // that a screen reader starts reading the plan and the keyboard starts from its top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    void loadImageViewer();
  }, []);
  const destinationName = form.destination ? t(`cities.${form.destination}`) : '';
  const { practicalInfo } = itinerary;

  return (
    <div className="space-y-4">
      <section
        aria-labelledby="planner-summary-title"
        className="rounded-2xl bg-teal-800 p-5 text-white shadow-sm"
      >
        <h2
          id="planner-summary-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-white"
        >
          {t('results.tripTo', { destination: destinationName })}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          <li className="rounded-full bg-white/15 px-3 py-1">
            {t('form.days', { count: itinerary.days.length })}
          </li>
          <li className="rounded-full bg-white/15 px-3 py-1">{t(`travelers.${form.travelers}`)}</li>
          <li className="rounded-full bg-white/15 px-3 py-1">{t(`budget.${form.budget}`)}</li>
          <li className="rounded-full bg-white/15 px-3 py-1">
            {t('results.interestCount', { count: form.interests.length })}
          </li>
        </ul>
        {form.specialRequests.trim() ? (
          <p className="mt-3 text-sm text-sand-100">
            <span className="font-semibold">{t('results.specialRequest')}</span>{' '}
            <bdi>{form.specialRequests.trim()}</bdi>
          </p>
        ) : null}
      </section>

      <div className="space-y-3">
        {itinerary.days.map((day, dayIndex) => (
          <DaySection
            key={day.day}
            day={day}
            dayIndex={dayIndex}
            open={openDay === day.day}
            onToggle={() => setOpenDay((current) => (current === day.day ? null : day.day))}
            details={details}
            destinationName={destinationName}
            onOpenPhoto={(photo, alt) => setViewing({ photo, alt })}
          />
        ))}
      </div>

      <Card labelledBy="planner-practical-title">
        <h2 id="planner-practical-title" className="text-lg font-bold text-teal-900">
          {t('results.practicalInfo')}
        </h2>
        <h3 className="mt-3 text-sm font-semibold text-ink">{t('results.gettingAround')}</h3>
        <p className="text-sm text-ink">{practicalInfo.transport}</p>
        <h3 className="mt-3 text-sm font-semibold text-ink">{t('results.budget')}</h3>
        {typeof practicalInfo.budget === 'string' ? (
          <p className="text-sm text-ink">{practicalInfo.budget}</p>
        ) : (
          <dl className="text-sm">
            {Object.entries(practicalInfo.budget).map(([label, amount]) => (
              <div key={label} className="flex justify-between gap-3 border-b border-sand-100 py-1">
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold text-ink">{amount}</dd>
              </div>
            ))}
          </dl>
        )}
        {practicalInfo.tips.length > 0 ? (
          <>
            <h3 className="mt-3 text-sm font-semibold text-ink">{t('results.tips')}</h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              {practicalInfo.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>

      <div className="grid gap-3">
        <Button variant="ghost" block onClick={onCreateNew}>
          {t('results.createNew')}
        </Button>
        <Button block onClick={onSave} disabled={saved}>
          {saved ? t('results.saved') : t('results.save')}
        </Button>
      </div>

      {viewing ? (
        <Suspense fallback={null}>
          <ImageViewer photo={viewing.photo} alt={viewing.alt} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
