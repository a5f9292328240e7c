import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslatorStatus } from '@mizan/contracts/translate';
import { apiGet } from '@/lib/api-client';
import { translatorStatusCheck } from './translator-status-check';

/**
 * `GET /api/translator-status`: whether the server has a voice service and whether a 'translate' use is left.
 * Asked when the screen opens (so the microphone knows its mode before the first clip) and again at each tap.
 */
export function getTranslatorStatus(): Promise<TranslatorStatus> {
  return apiGet('/api/translator-status', translatorStatusCheck);
}

export function translatorStatusQueryOptions() {
  return queryOptions({
    queryKey: ['translator-status'],
    queryFn: getTranslatorStatus,
    // One retry: the screen works without the answer (the server's own 503 and 402 still tell).
    retry: 1,
  });
}

export function useTranslatorStatus() {
  return useQuery(translatorStatusQueryOptions());
}
