import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { SavedTrip } from '../lib/saved-trips';

interface SavedTripsProps {
  trips: SavedTrip[];
  onOpen: (trip: SavedTrip) => void;
  onDelete: (id: string) => void;
}

/** Trips saved on this device; they open without a connection. */
export function SavedTrips({ trips, onOpen, onDelete }: SavedTripsProps) {
  const { t } = useTranslation('planner');
  if (trips.length === 0) return null;
  return (
    <Card labelledBy="planner-saved-title">
      <h2 id="planner-saved-title" className="text-lg font-bold text-teal-900">
        {t('saved.title')}
      </h2>
      <p className="text-sm text-muted">{t('saved.offline')}</p>
      <ul className="mt-2 divide-y divide-sand-200">
        {trips.map((trip) => (
          <li key={trip.id} className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => onOpen(trip)}
              className="min-h-12 flex-1 py-2 text-left text-sm font-semibold text-teal-800 hover:text-teal-950"
            >
              {t('saved.item', {
                destination: t(`cities.${trip.form.destination}`),
                days: t('form.days', { count: trip.itinerary.days.length }),
                date: trip.form.startDate,
              })}
            </button>
            <button
              type="button"
              onClick={() => onDelete(trip.id)}
              aria-label={t('saved.delete', { destination: t(`cities.${trip.form.destination}`), date: trip.form.startDate })}
              className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
