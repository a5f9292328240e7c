import { ProviderError } from '../provider-error';
import type { SpeechProvider } from './speech-provider';

/** The embedded default's name: a server whose speech provider has it has no voice service. */
export const NO_SPEECH_NAME = 'none';

const MESSAGE =
  'Voice translation needs a speech provider, and none is configured. Type your phrase or use the phrasebook.';

/**
 * The embedded default: the server has no speech model offline, so every call answers 503
 * `provider_not_configured` and the screen falls back to the phone's own speech, typed input and the phrasebook.
 */
export function createNoSpeech(): SpeechProvider {
  const refuse = () => Promise.reject(new ProviderError(NO_SPEECH_NAME, 'not_configured', MESSAGE));
  return { name: NO_SPEECH_NAME, transcribe: refuse, speak: refuse, createRealtimeSession: refuse };
}
