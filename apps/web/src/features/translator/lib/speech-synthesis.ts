// Beyond the spec: with no voice service on the server (and for typed and phrasebook translations), the phone's
// own speech synthesis reads the answer, with a voice of the right language where the device has one. Darija
// is read by an Arabic voice (a Moroccan one first); with none, the text is shown only.

/** The voice's language tag wanted for each listener: Darija, or the visitor's language. */
export const VOICE_LANGUAGES = {
  darija: ['ar-MA', 'ar'],
  en: ['en-GB', 'en'],
  es: ['es-ES', 'es'],
  fr: ['fr-FR', 'fr'],
  de: ['de-DE', 'de'],
} as const;
export type VoiceLanguage = keyof typeof VOICE_LANGUAGES;

interface VoiceLike {
  lang: string;
  localService?: boolean;
  default?: boolean;
}

/** The best voice for `language`: an exact tag first (ar-MA), then any of the language (ar-*); else null. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], language: VoiceLanguage): V | null {
  const tags = VOICE_LANGUAGES[language];
  const norm = (lang: string) => lang.replace('_', '-').toLowerCase();
  for (const tag of tags) {
    const wanted = tag.toLowerCase();
    const found = voices.filter((voice) =>
      wanted.includes('-') ? norm(voice.lang) === wanted : norm(voice.lang).split('-')[0] === wanted,
    );
    if (found.length > 0) return found.find((voice) => voice.localService) ?? found[0]!;
  }
  return null;
}

export function speechSynthesisAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** The device's voices; some browsers fill the list a moment after the page loads (voiceschanged). */
export function loadVoices(timeoutMs = 1500): Promise<SpeechSynthesisVoice[]> {
  if (!speechSynthesisAvailable()) return Promise.resolve([]);
  const now = window.speechSynthesis.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.speechSynthesis.removeEventListener('voiceschanged', done);
      resolve(window.speechSynthesis.getVoices());
    };
    const timer = window.setTimeout(done, timeoutMs);
    window.speechSynthesis.addEventListener('voiceschanged', done);
  });
}

/**
 * Reads `text` aloud with `voice`; resolves when it has been read (true) or could not be (false). Whatever
 * was being read before is cancelled.
 */
export function speak(text: string, voice: SpeechSynthesisVoice): Promise<boolean> {
  if (!speechSynthesisAvailable() || !text.trim()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => resolve(true);
    utterance.onerror = () => resolve(false);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (speechSynthesisAvailable()) window.speechSynthesis.cancel();
}
