import { useCallback, useEffect, useRef, useState } from 'react';
import { pickVoice, speak, stopSpeaking } from '../lib/speech-synthesis';
import { toDarija } from '../lib/translation';
import type { TranslationRecord } from '../lib/translation';

/**
 * "Play again" (spec 2 results): the server's spoken answer when the screen still has it, else the phone's
 * speech synthesis with a voice of the listener's language (an Arabic one for Darija); null when neither can
 * play it, and the text is for showing only.
 */
export function usePlayback(voices: readonly SpeechSynthesisVoice[]) {
  const player = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(
    () => () => {
      player.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
      stopSpeaking();
    },
    [],
  );

  /** How `record` can be played here: its audio, a device voice, or not at all. */
  const howToPlay = useCallback(
    (record: TranslationRecord, audio: Blob | null): 'audio' | 'voice' | null => {
      if (audio) return 'audio';
      const text = toDarija(record) ? record.darija.ar : record.translation;
      if (!text) return null;
      return pickVoice(voices, toDarija(record) ? 'darija' : record.language) ? 'voice' : null;
    },
    [voices],
  );

  const play = useCallback(
    async (record: TranslationRecord, audio: Blob | null): Promise<void> => {
      player.current?.pause();
      stopSpeaking();
      setPlaying(record.id);
      try {
        if (audio) {
          const element = (player.current ??= new Audio());
          if (url.current) URL.revokeObjectURL(url.current);
          url.current = URL.createObjectURL(audio);
          element.src = url.current;
          await new Promise<void>((resolve) => {
            element.onended = () => resolve();
            element.onerror = () => resolve();
            element.play().catch(() => resolve());
          });
          return;
        }
        const darija = toDarija(record);
        const voice = pickVoice(voices, darija ? 'darija' : record.language);
        const text = darija ? record.darija.ar : record.translation;
        if (voice && text) await speak(text, voice);
      } finally {
        setPlaying((current) => (current === record.id ? null : current));
      }
    },
    [voices],
  );

  return { play, howToPlay, playing };
}
