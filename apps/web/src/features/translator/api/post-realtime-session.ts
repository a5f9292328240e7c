import { realtimeSessionResponse } from '@mizan/contracts/translate';
import type { RealtimeSessionResponse, TranslationDirection } from '@mizan/contracts/translate';
import type { Language } from '@mizan/domain/text/language';
import { apiPost } from '@/lib/api-client';

/**
 * `POST /api/realtime-session-beta { direction }` (spec 7): an ephemeral key for one realtime voice session,
 * and where to post the SDP offer with it. It counts as one 'translate' use (402 when none is left).
 */
export function postRealtimeSession(
  direction: TranslationDirection,
  targetLang: Language,
): Promise<RealtimeSessionResponse> {
  return apiPost('/api/realtime-session-beta', { direction, targetLang }, realtimeSessionResponse);
}
