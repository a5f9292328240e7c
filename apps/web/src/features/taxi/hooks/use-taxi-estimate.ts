import { useCallback, useState } from 'react';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import type { ServerReason } from '@/lib/api-client';
import { postEstimate } from '../api/post-estimate';
import { estimateFailure } from '../lib/estimate-error';
import { pendingEstimateStore } from '../lib/pending-estimate';
import { sentValue } from '../lib/trip-field';
import type { TripField } from '../lib/trip-field';

/** A spec 8 message of the estimator, or what the server's answer said (shown in the visitor's language). */
export type EstimateProblem = 'missingAddresses' | 'unavailable' | 'connection' | ServerReason;

/**
 * The estimate request (spec 4 "Estimate request"): the trip is kept in session storage with the go flag
 * BEFORE the call, so a visitor sent to the pay page comes back to it; the server counts the free use and
 * answers 402 when it is spent, which goes to /pay?t=taxi-estimate. The go flag is cleared once the server
 * has granted the estimate (or refused it for another reason, so a reload does not fire it again).
 * `onPaymentRequired` is the paywall's redirect, given by the screen that composes the features.
 */
export function useTaxiEstimate(onPaymentRequired: () => Promise<void>) {
  // A plain request, not a TanStack Query mutation: nothing caches an estimate, and the page's first load
  // goes without the library (ADR 022). Mutations are not retried, so nothing is lost.
  const [isPending, setPending] = useState(false);
  const [estimate, setEstimate] = useState<EstimateResponse | null>(null);
  const [problem, setProblem] = useState<EstimateProblem | null>(null);

  const run = useCallback(
    async (departure: TripField, arrival: TripField): Promise<void> => {
      if (!departure.text.trim() || !arrival.text.trim()) {
        setProblem('missingAddresses');
        return;
      }
      setProblem(null);
      const trip = { departure: departure.text, arrival: arrival.text };
      pendingEstimateStore.write({ ...trip, go: true });
      setPending(true);
      try {
        const answer = await postEstimate({
          depart: sentValue(departure),
          arrivee: sentValue(arrival),
        }).finally(() => setPending(false));
        pendingEstimateStore.write({ ...trip, go: false });
        setEstimate(answer);
      } catch (error) {
        const failure = estimateFailure(error);
        if (failure.kind === 'payment-required') {
          await onPaymentRequired();
          return;
        }
        pendingEstimateStore.write({ ...trip, go: false });
        setEstimate(null);
        setProblem(failure.kind === 'server' ? failure.reason : failure.kind);
      }
    },
    [onPaymentRequired],
  );

  return { run, estimate, problem, setProblem, isPending };
}
