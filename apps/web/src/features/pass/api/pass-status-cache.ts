import { passStatusResponse } from '@mizan/contracts/pass-status';
import { PASS_STATUS_KEY, PASS_STATUS_TTL_MS, cacheItem } from '@/lib/storage';

/** The session cache entry `pass:status`: version 1, 5 minutes (spec 3, 7), checked with the contract. */
export const passStatusCache = cacheItem('session', PASS_STATUS_KEY, passStatusResponse, PASS_STATUS_TTL_MS);
