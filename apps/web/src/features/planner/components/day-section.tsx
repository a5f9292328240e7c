import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { ItineraryDay } from '@mizan/domain/planner/itinerary';
import { detailsKey } from '../hooks/use-planner';
import type { DetailsByKey } from '../hooks/use-planner';
import { formatDayDate } from '../lib/day-date';
import { PlaceItem } from './place-item';

interface DaySectionProps {
  day: ItineraryDay;
  dayIndex: number;
  open: boolean;
  onToggle: () => void;
  details: DetailsByKey;
  destinationName: string;
  onOpenPhoto: (photo: PlaceDetailsResponse['photos'][number], alt: string) => void;
}

/** One collapsible day of the results' accordion (spec 2: one open at a time). */
export function DaySection({
  day,
  dayIndex,
  open,
  onToggle,
  details,
  destinationName,
  onOpenPhoto,
}: DaySectionProps) {
  const { t, i18n } = useTranslation('planner');
  const panelId = `planner-day-${day.day}`;
  return (
    <section className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-4 py-3 text-left"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-terracotta-600 text-sm font-bold text-white">
            {day.day}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold text-muted">
              {t('results.day', { day: day.day })} · {formatDayDate(day.date, i18n.language)}
            </span>
            <span className="block font-bold text-ink">{day.title}</span>
            <span className="block text-sm text-muted">{day.theme}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-teal-800 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="border-t border-sand-200 px-4 pb-2">
          {day.locations.length === 0 ? (
            <p className="py-4 text-sm text-muted">
              {t('results.noActivities', { destination: destinationName })}
            </p>
          ) : (
            <ul>
              {day.locations.map((location, index) => (
                <PlaceItem
                  key={`${location.time}-${location.name}`}
                  location={location}
                  details={details[detailsKey(dayIndex, index)]}
                  onOpenPhoto={onOpenPhoto}
                />
              ))}
            </ul>
          )}
          {day.dailyTips.length > 0 ? (
            <div className="mb-3 rounded-xl bg-teal-50 p-3 text-sm text-ink">
              <p className="font-semibold text-teal-900">{t('results.dailyTips')}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {day.dailyTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
