import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import type { Language } from '@mizan/domain/text/language';
import { whenSettled } from '@/lib/when-settled';
import { generateItinerary, loadFallbackItinerary } from '../api/generate-itinerary';
import { postPlaceDetails } from '../api/place-details';
import { defaultForm, toTripForm, withStartDate } from '../lib/wizard-form';
import type { Step, WizardForm } from '../lib/wizard-form';
import { useToday } from './use-today';

// The planner's states (spec 4 "Trip planner"): steps 1-4, generating (with its progress messages), results.

export type Loading =
  { phase: 'generating' } | { phase: 'creating' } | { phase: 'details'; n: number; total: number };

/** Details keyed 'dayIndex-locationIndex' (spec 3 "Place details"). */
export type DetailsByKey = Record<string, PlaceDetailsResponse>;

export interface PlannerResult {
  form: WizardForm;
  itinerary: Itinerary;
  details: DetailsByKey;
}

export const detailsKey = (dayIndex: number, locationIndex: number) => `${dayIndex}-${locationIndex}`;

export function usePlanner(language: Language, onError: () => void) {
  const [step, setStep] = useState<Step>(1);
  const [draft, setForm] = useState<WizardForm>(() => defaultForm());
  const today = useToday();
  const form = useMemo(() => withStartDate(draft, today), [draft, today]);
  const [loading, setLoading] = useState<Loading | null>(null);
  const [result, setResult] = useState<PlannerResult | null>(null);
  const run = useRef(0);

  // The built-in plan is on the device before a generation can fail offline (generate-itinerary.ts).
  useEffect(() => whenSettled(() => void loadFallbackItinerary().catch(() => undefined)), []);

  const generate = useCallback(async () => {
    const id = ++run.current;
    const current = () => run.current === id;
    setLoading({ phase: 'generating' });
    try {
      const tripForm = toTripForm(form, language);
      const itinerary = await generateItinerary(tripForm);
      if (!current()) return;
      setLoading({ phase: 'creating' });
      // Spec 9: one lookup per location, by its name and the city, one after the other (a place the
      // provider does not find in the city answers 404 and shows without details).
      const wanted = itinerary.days.flatMap((day, dayIndex) =>
        day.locations.map((location, locationIndex) => ({
          key: detailsKey(dayIndex, locationIndex),
          name: location.name,
        })),
      );
      const details: DetailsByKey = {};
      for (const [index, place] of wanted.entries()) {
        if (!current()) return;
        setLoading({ phase: 'details', n: index + 1, total: wanted.length });
        try {
          details[place.key] = await postPlaceDetails(place.name, tripForm.destination);
        } catch (error) {
          console.warn(`No details for ${place.name}`, error);
        }
      }
      if (!current()) return;
      setResult({ form, itinerary, details });
    } catch (error) {
      console.error('The itinerary could not be generated', error);
      if (current()) onError();
    } finally {
      if (current()) setLoading(null);
    }
  }, [form, language, onError]);

  /** Spec 4: 'create new' goes back to step 1 with the default form. */
  const reset = useCallback(() => {
    run.current++;
    setResult(null);
    setLoading(null);
    setForm(defaultForm());
    setStep(1);
  }, []);

  const open = useCallback((saved: PlannerResult) => {
    run.current++;
    setLoading(null);
    setResult(saved);
  }, []);

  return { step, setStep, form, setForm, loading, result, generate, reset, open };
}
