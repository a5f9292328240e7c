import { useEffect, useState } from 'react';
import { loadVoices, speechSynthesisAvailable } from '../lib/speech-synthesis';

/** The device's speech synthesis voices, kept up to date (some browsers list them late). */
export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (!speechSynthesisAvailable()) return;
    let live = true;
    const update = () => {
      if (live) setVoices(window.speechSynthesis.getVoices());
    };
    void loadVoices().then((found) => {
      if (live) setVoices(found);
    });
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => {
      live = false;
      window.speechSynthesis.removeEventListener('voiceschanged', update);
    };
  }, []);
  return voices;
}
