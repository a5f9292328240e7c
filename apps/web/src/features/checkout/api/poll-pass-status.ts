import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { apiGet } from '@/lib/api-get';
import { passStatusCheck } from '@/lib/pass-status-check';

/**
 * GET /api/pass-status for the completion page. Unlike the app-wide status (features/pass), which reads
 * any failure as "no pass", a failure here throws: the page shows it while it keeps polling (spec 8).
 */
export function pollPassStatus(): Promise<PassStatusResponse> {
  return apiGet('/api/pass-status', passStatusCheck);
}
