import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Feature } from '@mizan/domain/pass/features';
import { preCheckoutPathStore, preCheckoutTriggerStore } from '@/lib/storage';

// Apart from useAccess (use-access.ts), whose request brings TanStack Query and the access contract (zod):
// the screens that only redirect (taxi fares, translator) go without them on their first load (ADR 022).

/** `/pay?t=<feature>`, or plain `/pay` when the URL cannot be built (spec 4 "Paywall"). */
export function payPathFor(feature: string, origin: string): string {
  try {
    const url = new URL('/pay', origin);
    url.searchParams.set('t', feature);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/pay';
  }
}

/**
 * The paywall's way out: remembers where the visitor was (path, query, hash) and why, then goes to the pay
 * page. Also used by feature calls the server refuses with 402 (the taxi estimate counts its own use).
 */
export function useRedirectToPay(feature: Feature) {
  const navigate = useNavigate();
  return useCallback(async (): Promise<void> => {
    const { pathname, search, hash } = window.location;
    preCheckoutPathStore.write(`${pathname}${search}${hash}`);
    preCheckoutTriggerStore.write(feature);
    await navigate(payPathFor(feature, window.location.origin));
  }, [feature, navigate]);
}
