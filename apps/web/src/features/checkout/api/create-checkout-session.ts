import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateCheckoutSessionResponse } from '@mizan/contracts/checkout';
import type { PlanKey } from '@mizan/data/plans';
import type { Feature } from '@mizan/domain/pass/features';
import { apiPost } from '@/lib/api-client';
import { SESSION_ENDPOINT } from '../lib/checkout-kind';
import type { CheckoutKind } from '../lib/checkout-kind';
import { checkoutSessionCheck } from './checkout-session-check';

export interface CheckoutSessionInput {
  kind: CheckoutKind;
  plan: PlanKey;
  trigger: Feature | null;
  userLocale: string;
  userCurrency: string | null;
}

/** POST /api/create-checkout-session (or its /mr, /tst variants): a session to mount the checkout with. */
export function createCheckoutSession(input: CheckoutSessionInput): Promise<CreateCheckoutSessionResponse> {
  const body = {
    trigger: input.trigger,
    plan: input.plan,
    userLocale: input.userLocale,
    ...(input.userCurrency ? { userCurrency: input.userCurrency } : {}),
  };
  return apiPost(SESSION_ENDPOINT[input.kind], body, checkoutSessionCheck);
}

const keyOf = (input: CheckoutSessionInput) =>
  JSON.stringify([input.kind, input.plan, input.trigger, input.userCurrency]);

// One session per plan for the life of the page (spec 4): going back to a tile reuses its session instead of
// opening another. A failed start is forgotten, so the box asks again only when shown again or back online.
const sessions = new Map<string, Promise<CreateCheckoutSessionResponse>>();

function openCheckoutSession(
  key: string,
  input: CheckoutSessionInput,
): Promise<CreateCheckoutSessionResponse> {
  let session = sessions.get(key);
  if (!session) {
    const started = createCheckoutSession(input);
    started.catch(() => {
      if (sessions.get(key) === started) sessions.delete(key);
    });
    sessions.set(key, started);
    session = started;
  }
  return session;
}

export interface CheckoutSessionState {
  data: CreateCheckoutSessionResponse | undefined;
  error: unknown;
  isError: boolean;
  /** Offline with no session yet: the request waits for the connection (sent once the device is back online). */
  isPaused: boolean;
  /** Ask again (a failed start, once the device is back online). */
  retry: () => void;
}

/**
 * The session of `input`, opened once the box is wanted (checkout-box.tsx): a prerendered page opens it
 * hydrated, with the browser's values. Without TanStack Query (ADR 022, 2026-11-25: the hidden checkouts open
 * it on their first render); offline it waits for the connection as the library's 'online' mode did.
 */
export function useCheckoutSession(input: CheckoutSessionInput): CheckoutSessionState {
  const key = keyOf(input);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const [answer, setAnswer] = useState<{
    key: string;
    data?: CreateCheckoutSessionResponse;
    error?: unknown;
  }>();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (navigator.onLine === false && !sessions.has(key)) {
      window.addEventListener('online', retry, { once: true });
      return () => window.removeEventListener('online', retry);
    }
    let current = true;
    openCheckoutSession(key, latest.current).then(
      (data) => current && setAnswer({ key, data }),
      (error: unknown) => current && setAnswer({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, retry]);

  const mine = answer?.key === key ? answer : undefined;
  return {
    data: mine?.data,
    error: mine?.error,
    isError: mine !== undefined && mine.data === undefined,
    isPaused: mine === undefined && navigator.onLine === false && !sessions.has(key),
    retry,
  };
}
