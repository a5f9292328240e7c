import { ProviderError } from '../provider-error';
import type { LanguageModelProvider } from './language-model-provider';

export const NO_LANGUAGE_MODEL_NAME = 'none';

/**
 * The embedded default: no model. Its callers have their own offline answer (the translation memory, the
 * deterministic planner) and use it on this 503 as on any provider failure.
 */
export function createNoLanguageModel(): LanguageModelProvider {
  return {
    name: NO_LANGUAGE_MODEL_NAME,
    completeJson: () =>
      Promise.reject(
        new ProviderError(NO_LANGUAGE_MODEL_NAME, 'not_configured', 'No language model is configured.'),
      ),
  };
}
