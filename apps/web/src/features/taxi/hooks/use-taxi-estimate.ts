import { useCallback, useState } from 'react';
import i18next from 'i18next';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import type { ServerReason } from '@/lib/api-client';
import { isLanguage } from '@/lib/i18n';
import { loadOnce } from '@/lib/load-once';
import type { EstimateOutcome } from '../api/request-estimate';
import { pendingEstimateStore } from '../lib/pending-estimate';
import { sentValue } from '../lib/trip-field';
import type { TripField } from '../lib/trip-field';

// The request's code loads with the first request, not with the page (ADR 022).
const loadRequest = loadOnce(() => import('../api/request-estimate'));
// Its chunk did not load (offline before it was cached): the network is down, as for a failed fetch.
const CHUNK_FAILED: EstimateOutcome = { kind: 'connection' };

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
      // A refusal is told in the shared texts (useReasonText): they load while the request is out.
      void i18next.loadNamespaces('errors');
      const lang = isLanguage(i18next.language) ? i18next.language : 'en';
      const input = { depart: sentValue(departure), arrivee: sentValue(arrival), lang };
      const outcome = await loadRequest()
        .then(
          ({ requestEstimate }) => requestEstimate(input),
          () => CHUNK_FAILED,
        )
        .finally(() => setPending(false));
      if (outcome.kind === 'payment-required') {
        await onPaymentRequired();
        return;
      }
      pendingEstimateStore.write({ ...trip, go: false });
      if (outcome.kind === 'answer') {
        setEstimate(outcome.answer);
        return;
      }
      setEstimate(null);
      setProblem(outcome.kind === 'server' ? outcome.reason : outcome.kind);
    },
    [onPaymentRequired],
  );

  return { run, estimate, problem, setProblem, isPending };
}
