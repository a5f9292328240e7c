import type { RealtimeSessionResponse } from '@mizan/contracts/translate';
import type { TranslationDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { apiPost } from '@/lib/api-client';

// The contract (zod) loads with the first request, not with the screen (ADR 022).
const loadRealtimeSessionResponse = async () =>
  (await import('@mizan/contracts/translate')).realtimeSessionResponse;

/**
 * `POST /api/realtime-session-beta { direction }` (spec 7): an ephemeral key for one realtime voice session,
 * and where to post the SDP offer with it. It counts as one 'translate' use (402 when none is left).
 */
export function postRealtimeSession(
  direction: TranslationDirection,
  targetLang: Language,
): Promise<RealtimeSessionResponse> {
  return apiPost('/api/realtime-session-beta', { direction, targetLang }, loadRealtimeSessionResponse);
}
