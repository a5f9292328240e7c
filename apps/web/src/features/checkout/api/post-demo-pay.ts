import { useState } from 'react';
import type { DemoPayResponse } from '@mizan/contracts/checkout';
import { apiPost } from '@/lib/api-client';

export interface DemoCard {
  sessionId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

// The contract (classic zod) loads with the tap, in parallel with the request: the hidden checkouts show this
// form on their first load (ADR 022, 2026-11-25).
const loadDemoPayResponse = async () => (await import('@mizan/contracts/checkout')).demoPayResponse;

/** POST /api/demo-checkout/pay: the demo form's card (test cards only, nothing is charged). */
export function postDemoPay(card: DemoCard): Promise<DemoPayResponse> {
  return apiPost('/api/demo-checkout/pay', { ...card }, loadDemoPayResponse);
}

const whenOnline = () =>
  new Promise<void>((resolve) => {
    if (navigator.onLine !== false) resolve();
    else window.addEventListener('online', () => resolve(), { once: true });
  });

export interface DemoPayState {
  isPending: boolean;
  /** Tapped offline: the payment is sent once the device is back online. */
  isPaused: boolean;
  error: unknown;
}

const IDLE: DemoPayState = { isPending: false, isPaused: false, error: null };

/**
 * The demo payment as the form shows it: pending from the tap to the answer, paused while offline (sent once
 * back online, as TanStack Query's mutations in their 'online' mode did), and the failure of the last tap.
 */
export function useDemoPay(
  onPaid: (answer: DemoPayResponse) => void,
): [DemoPayState, (card: DemoCard) => void] {
  const [state, setState] = useState<DemoPayState>(IDLE);
  const pay = (card: DemoCard) => {
    setState({ isPending: true, isPaused: navigator.onLine === false, error: null });
    void whenOnline()
      .then(() => {
        setState((s) => ({ ...s, isPaused: false }));
        return postDemoPay(card);
      })
      .then(
        (answer) => {
          setState(IDLE);
          onPaid(answer);
        },
        (error: unknown) => setState({ isPending: false, isPaused: false, error }),
      );
  };
  return [state, pay];
}
