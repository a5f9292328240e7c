import type { AutocompletePrediction, AutocompleteResponse } from '@mizan/contracts/taxi';
import type { Check } from '@/lib/check';
import { isObject, isText } from '@/lib/value-checks';

const FAILED = { success: false } as const;

function predictionOf(value: unknown): AutocompletePrediction | null {
  if (!isObject(value)) return null;
  const { description, placeId } = value;
  return isText(description) && isText(placeId) ? { description, placeId } : null;
}

/**
 * The suggestions' contract (`autocompleteResponse`) checked by hand. The contract's module builds every taxi
 * schema when it is evaluated, which took 155 ms of the main thread at 4x CPU when the first suggestions were
 * asked for while the visitor was typing (ADR 022, ninth pass). The answer is built as an
 * `AutocompleteResponse`, so a field added to, removed from or retyped in the contract fails the typecheck
 * here; autocomplete-check.test.ts runs both checks on the same answers.
 */
export const autocompleteCheck: Check<AutocompleteResponse> = {
  safeParse(value) {
    if (!isObject(value) || !Array.isArray(value.predictions)) return FAILED;
    const predictions: AutocompletePrediction[] = [];
    for (const item of value.predictions) {
      const prediction = predictionOf(item);
      if (!prediction) return FAILED;
      predictions.push(prediction);
    }
    const data: AutocompleteResponse = { predictions };
    return { success: true, data };
  },
};
