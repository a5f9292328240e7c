import type { TranslateTextResponse } from '@mizan/contracts/translate';
import type { TranslationDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { apiPost } from '@/lib/api-client';

// The contract (zod) loads with the first request, not with the screen (ADR 022).
const loadTranslateTextResponse = async () =>
  (await import('@mizan/contracts/translate')).translateTextResponse;

/**
 * `POST /api/translate-text` (beyond the spec): typed text by the server's translator over the phrasebook and
 * DODa, asked when the phone's phrasebook refuses or only knows a weak closest phrase. Free; a 503 while the
 * server's translator is starting (the screen keeps the phrasebook's answer).
 */
export function postTranslateText(request: {
  text: string;
  direction: TranslationDirection;
  targetLang: Language;
}): Promise<TranslateTextResponse> {
  return apiPost('/api/translate-text', request, loadTranslateTextResponse);
}
