/**
 * Runs work once the main thread is idle (at the latest after `timeoutMs`), so it never competes with the
 * first render; browsers without requestIdleCallback (Safari) wait half the timeout. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, timeoutMs / 2);
  return () => clearTimeout(handle);
}
