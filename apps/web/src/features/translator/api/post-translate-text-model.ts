import type { ModelTextResponse } from '@mizan/contracts/translate';
import type { TranslationDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { apiPost } from '@/lib/api-client';

// The contract (zod) loads with the first request, not with the screen (ADR 022).
const loadModelTextResponse = async () => (await import('@mizan/contracts/translate')).modelTextResponse;

/**
 * `POST /api/translate-text-model` (beyond the spec): typed text by the server's language model, asked when the
 * visitor taps "Translate with the AI translator" under an answer the embedded translators refused or only half
 * knew. One 'translate' use on success; 402 when none is left (the screen keeps the text and goes to the pay page).
 */
export function postTranslateTextModel(request: {
  text: string;
  direction: TranslationDirection;
  targetLang: Language;
}): Promise<ModelTextResponse> {
  return apiPost('/api/translate-text-model', request, loadModelTextResponse);
}
