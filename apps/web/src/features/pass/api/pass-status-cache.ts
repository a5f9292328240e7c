import { PASS_STATUS_KEY, PASS_STATUS_TTL_MS, cacheItem } from '@/lib/storage';
import { passStatusCheck } from './pass-status-check';

/** The session cache entry `pass:status`: version 1, 5 minutes (spec 3, 7), checked like the answer. */
export const passStatusCache = cacheItem('session', PASS_STATUS_KEY, passStatusCheck, PASS_STATUS_TTL_MS);
