import { useCallback, useEffect, useRef, useState } from 'react';
import type { TranslatorStatus } from '@mizan/contracts/translate';
import { apiGet } from '@/lib/api-client';
import { translatorStatusCheck } from './translator-status-check';

/** The wait before the one retry of a failed status request (the screen works without the answer meanwhile). */
const RETRY_AFTER_MS = 1_000;

/**
 * `GET /api/translator-status`: whether the server has a voice service and whether a 'translate' use is left.
 * Asked when the screen opens (so the microphone knows its mode before the first clip) and again at each tap.
 */
export function getTranslatorStatus(): Promise<TranslatorStatus> {
  return apiGet('/api/translator-status', translatorStatusCheck);
}

export interface TranslatorStatusState {
  /** The last answer; undefined until the server has answered once. */
  status: TranslatorStatus | undefined;
  /** Asks again (once at a time), e.g. after a paid translation. */
  refresh: () => void;
  /** An answer got elsewhere (the microphone's check at the tap). */
  set: (status: TranslatorStatus) => void;
}

/**
 * The status for the screen, without TanStack Query (about 11 KB gzip of the route's first download, ADR 022):
 * asked when the screen opens, with one retry, and again when the page comes back into view or the phone back
 * online, as the query did.
 */
export function useTranslatorStatus(): TranslatorStatusState {
  const [status, set] = useState<TranslatorStatus | undefined>(undefined);
  const asking = useRef(false);
  const live = useRef(true);
  const retryTimer = useRef<number | undefined>(undefined);
  const refresh = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    const ask = (retry: boolean) =>
      getTranslatorStatus().then(
        (answer) => {
          asking.current = false;
          if (live.current) set(answer);
        },
        () => {
          if (retry && live.current) retryTimer.current = window.setTimeout(() => ask(false), RETRY_AFTER_MS);
          else asking.current = false;
        },
      );
    void ask(true);
  }, []);
  useEffect(() => {
    live.current = true;
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refresh);
    return () => {
      live.current = false;
      window.clearTimeout(retryTimer.current);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refresh);
    };
  }, [refresh]);
  return { status, refresh, set };
}
