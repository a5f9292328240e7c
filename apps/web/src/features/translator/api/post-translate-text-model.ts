import { modelTextResponse } from '@mizan/contracts/translate';
import type { ModelTextResponse, TranslationDirection } from '@mizan/contracts/translate';
import type { Language } from '@mizan/domain/text/language';
import { apiPost } from '@/lib/api-client';

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
  return apiPost('/api/translate-text-model', request, modelTextResponse);
}
