import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import type { Language } from '@mizan/domain/text/language';
import { whenSettled } from '@/lib/when-settled';
import { generateItinerary, loadFallbackItinerary } from '../api/generate-itinerary';
import { postPlaceDetails } from '../api/place-details';
import { plannerDraftStore } from '../lib/planner-draft';
import { CURRENT_PLAN_KEY } from '../lib/saved-trips-key';
import { defaultForm, toTripForm, withStartDate } from '../lib/wizard-form';
import type { Step, WizardForm } from '../lib/wizard-form';
import { loadSavedTrips } from './use-saved-trips';
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

function storedPlanExists(): boolean {
  try {
    return window.sessionStorage.getItem(CURRENT_PLAN_KEY) !== null;
  } catch {
    return false;
  }
}

/** The plan on screen kept for the tab's life (saved-trips.ts), or forgotten with null. */
function keepCurrentPlan(result: PlannerResult | null): void {
  void loadSavedTrips().then(
    ({ currentPlanStore }) => {
      const destination = result?.form.destination;
      if (!result || !destination) currentPlanStore.remove();
      else currentPlanStore.write({ form: { ...result.form, destination }, itinerary: result.itinerary });
    },
    () => undefined,
  );
}

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

  // What the visitor had chosen, typed or been shown before a reload comes back, read once after hydration (the
  // prerendered page is the empty wizard); from then on each change is kept.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) {
      plannerDraftStore.write({ step, form: draft });
      return;
    }
    restored.current = true;
    // Session storage is the browser's alone: read in an effect once hydrated (ADR 021), then taken in.
    const kept = plannerDraftStore.read();
    if (kept) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setForm(kept.form);
      setStep(kept.step);
    }
    if (!storedPlanExists()) return;
    const id = run.current;
    void loadSavedTrips().then(
      ({ currentPlanStore }) => {
        const plan = currentPlanStore.read();
        if (plan && run.current === id) setResult({ ...plan, details: {} });
      },
      () => undefined,
    );
  }, [step, draft]);

  const generate = useCallback(async () => {
    const id = ++run.current;
    const current = () => run.current === id;
    setLoading({ phase: 'generating' });
    try {
      const tripForm = toTripForm(form, language);
      const itinerary = await generateItinerary(tripForm);
      if (!current()) return;
      setLoading({ phase: 'creating' });
      // Spec 9: one lookup per location, by its name and the city, one after the other (a place the provider
      // does not find in the city answers 404 and shows without details). Only the plan's real places: the
      // built-in plan's 'Local lunch' would be matched by Google to some restaurant, whose reviews would then
      // show as the plan's. And only while the answers add to the plan: the catalog's (no key configured) hold
      // nothing the plan lacks, no ratings, reviews or photos, so the first one ends the lookups (on a phone's
      // link, 40 of them took 17 s of the overlay) and none is shown.
      const wanted = itinerary.days.flatMap((day, dayIndex) =>
        day.locations.flatMap((location, locationIndex) =>
          location.placeId ? [{ key: detailsKey(dayIndex, locationIndex), name: location.name }] : [],
        ),
      );
      const details: DetailsByKey = {};
      for (const [index, place] of wanted.entries()) {
        if (!current()) return;
        setLoading({ phase: 'details', n: index + 1, total: wanted.length });
        try {
          const answer = await postPlaceDetails(place.name, tripForm.destination);
          if (answer.source === 'catalog') break;
          details[place.key] = answer;
        } catch (error) {
          console.warn(`No details for ${place.name}`, error);
        }
      }
      if (!current()) return;
      const generated = { form, itinerary, details };
      setResult(generated);
      keepCurrentPlan(generated);
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
    keepCurrentPlan(null);
    setLoading(null);
    setForm(defaultForm());
    setStep(1);
  }, []);

  const open = useCallback((saved: PlannerResult) => {
    run.current++;
    setLoading(null);
    setResult(saved);
    keepCurrentPlan(saved);
  }, []);

  return { step, setStep, form, setForm, loading, result, generate, reset, open };
}
