import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { PASS_STATUS_KEY, PASS_STATUS_TTL_MS, cacheItem } from '@/lib/storage';
import { passStatusCheck } from '@/lib/pass-status-check';

/** The session cache entry `pass:status`: version 1, 5 minutes (spec 3, 7), checked like the answer. */
export const passStatusCache = cacheItem('session', PASS_STATUS_KEY, passStatusCheck, PASS_STATUS_TTL_MS);

// The service worker cannot read the session cache: it reads the last status the page learnt here, and
// answers `/` with that state's page (vite.config.ts servePrerenderedPage, which writes these names out).
export const WORKER_PASS_CACHE = 'mizan-pass';
export const WORKER_PASS_KEY = '/pass-status';

/** Keeps `status` where the service worker reads it. */
export function keepPassStatusForWorker(status: PassStatusResponse): void {
  if (!('caches' in window)) return;
  void caches
    .open(WORKER_PASS_CACHE)
    .then((cache) => cache.put(WORKER_PASS_KEY, new Response(JSON.stringify(status))))
    .catch(() => undefined);
}

/** A status the server gave: in the session cache, and for the service worker. */
export function rememberPassStatus(status: PassStatusResponse, now: number): void {
  passStatusCache.write(status, now);
  keepPassStatusForWorker(status);
}
