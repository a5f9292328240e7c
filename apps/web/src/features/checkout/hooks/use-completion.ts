import { useEffect, useRef, useState } from 'react';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { serverReason } from '@/lib/api-client';
import type { ServerReason } from '@/lib/api-client';
import { postCheckoutConfirm } from '../api/post-checkout-confirm';
import { pollPassStatus } from '../api/poll-pass-status';

/** Spec 4 "Completion", 9: pass status every 1.5 s for up to 60 s. */
export const POLL_INTERVAL_MS = 1_500;
export const POLL_LIMIT_MS = 60_000;

/** The last poll failed: what the server said (shown in the visitor's language), or 'waiting' when nothing (spec 8). */
export type PollProblem = ServerReason | 'waiting';

export interface CompletionState {
  checks: number;
  problem: PollProblem | null;
  /** 60 s passed without an active pass: polling stopped (the page keeps its refresh hint). */
  gaveUp: boolean;
}

function problemOf(error: unknown): PollProblem {
  return serverReason(error) ?? 'waiting';
}

/**
 * The completion page's work: confirm the session once (the ref survives StrictMode's second effect run, so
 * the POST is not sent twice), then poll the pass status until it is active or 60 s have passed.
 * `onActive` runs once, with the active status.
 */
export function useCompletion(
  sessionId: string | null,
  onActive: (status: PassStatusResponse) => void,
): CompletionState {
  const [state, setState] = useState<CompletionState>({ checks: 0, problem: null, gaveUp: false });
  const confirmation = useRef<{ sessionId: string; done: Promise<unknown> } | null>(null);
  const onActiveRef = useRef(onActive);
  useEffect(() => {
    onActiveRef.current = onActive;
  });

  useEffect(() => {
    if (sessionId && confirmation.current?.sessionId !== sessionId) {
      // The confirm answer is not used (spec 7): a failure here shows up in the polling instead.
      confirmation.current = { sessionId, done: postCheckoutConfirm(sessionId).catch(() => undefined) };
    }
    const confirmed = confirmation.current?.done ?? Promise.resolve();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();

    async function check(): Promise<void> {
      let problem: PollProblem | null = null;
      try {
        const status = await pollPassStatus();
        if (stopped) return;
        if (status.active) {
          stopped = true;
          setState((s) => ({ ...s, checks: s.checks + 1, problem: null }));
          onActiveRef.current(status);
          return;
        }
      } catch (error) {
        if (stopped) return;
        problem = problemOf(error);
      }
      const gaveUp = Date.now() - startedAt + POLL_INTERVAL_MS > POLL_LIMIT_MS;
      setState((s) => ({ checks: s.checks + 1, problem, gaveUp }));
      if (!gaveUp) timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    }

    void confirmed.then(() => (stopped ? undefined : check()));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return state;
}
