/** How long the page must have been loaded before background work starts. */
export const SETTLE_MS = 5_000;

/**
 * Runs background work (the service worker's precache, the other screens' texts) once the page has loaded,
 * SETTLE_MS more have passed and the main thread is idle. A tourist's first seconds on the first screen (its
 * own requests, their first taps) then get the phone's CPU and the roaming data to themselves: the precache
 * alone is about 1 MB, and run during those seconds both jobs cost a throttled phone about 10 Lighthouse points
 * of blocking time (ADR 013). Browsers without requestIdleCallback (Safari) run the work after the delay.
 */
export function whenSettled(work: () => void): void {
  const settle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: SETTLE_MS });
      else work();
    }, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
