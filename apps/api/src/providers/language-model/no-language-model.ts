import { ProviderError } from '../provider-error';
import type { LanguageModelProvider } from './language-model-provider';

/**
 * The embedded default: no model. Its callers have their own offline answer (the translation memory, the
 * deterministic planner) and use it on this 503 as on any provider failure.
 */
export function createNoLanguageModel(): LanguageModelProvider {
  return {
    name: 'none',
    completeJson: () =>
      Promise.reject(new ProviderError('none', 'not_configured', 'No language model is configured.')),
  };
}
