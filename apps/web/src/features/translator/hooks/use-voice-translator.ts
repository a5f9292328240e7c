import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TRANSLATE_UPLOAD_ABORT_MS } from '@mizan/contracts/translate-limits';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { ApiError, serverReason } from '@/lib/api-client';
import { loadOnce } from '@/lib/load-once';
import type { TranslatorStatus } from '@mizan/contracts/translate';
import { getTranslatorStatus } from '../api/get-translator-status';
import { apiDirection } from '../lib/direction';
import { INITIAL_RECORDER_STATE, isBusy, recorderReducer, remainingMs } from '../lib/recorder-machine';
import type { RecorderEvent, RecorderState } from '../lib/recorder-machine';
import { AUDIO_BITS_PER_SECOND, pickRecordingType } from '../lib/recording-format';
import { RECOGNITION_LANGUAGES, listen, recognitionConstructor } from '../lib/speech-recognition';
import type { RecognitionSession } from '../lib/speech-recognition';
import { pickVoice, speak, stopSpeaking } from '../lib/speech-synthesis';
import { newRecordId } from '../lib/translation';
import type { TranslationOutcome, TranslationRecord } from '../lib/translation';
import type { EmbeddedTranslator } from './use-embedded';

/**
 * How the microphone is served: the server's voice pipeline; the phone's speech recognition when the server
 * has no voice service (its status says so when the screen opens, or a clip got 503 provider_not_configured);
 * or nothing (no service and no recognition).
 */
export type VoiceMode = 'server' | 'browser' | 'none';

// The clip's upload is code for after the recording: it loads when the microphone is tapped (ADR 022).
const loadUpload = loadOnce(() => import('../api/post-translate-tts'));

/** How long the tap's usage check may hold the recording back (it runs while the microphone opens). */
const USAGE_CHECK_WAIT_MS = 2_000;

// Learned from a clip's answer when the status was not known, once per page load: later taps go to the fallback.
let voiceServiceMissing = false;
/** Tests start from a server that has not answered yet. */
export function forgetVoiceService(): void {
  voiceServiceMissing = false;
}

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  type: string;
}

export interface VoiceTranslatorOptions {
  direction: StoredDirection;
  language: Language;
  voices: readonly SpeechSynthesisVoice[];
  /** The server's translator status; undefined until it answers. */
  status: TranslatorStatus | undefined;
  /** A fresh status, asked at the tap, for the rest of the screen. */
  onStatus: (status: TranslatorStatus) => void;
  loadEmbedded: () => Promise<EmbeddedTranslator>;
  /** The paywall: remembers where the visitor was and goes to /pay?t=translate. */
  onPaymentRequired: () => Promise<void>;
  /** A translation (or the memory's refusal) to show and keep; `audio` is the server's spoken answer. */
  onOutcome: (outcome: TranslationOutcome, audio: Blob | null) => void;
}

/**
 * The microphone of the translator (spec 4 "Translator recorder"): tap to record, tap again, the 45 s limit
 * or the page being hidden stops; the clip (1 s or more, not empty) goes to the server, whose spoken answer
 * plays. The usage check (GET /api/translator-status, counting nothing) runs at the tap, beside the microphone's
 * opening, so no clip is recorded or sent when no use is left: the button stays idle and the pay page opens.
 * The server checks again before any provider work (402, the same way out). Without a voice service on the
 * server, the phone's recognition listens instead and the embedded memory translates.
 */
export function useVoiceTranslator(options: VoiceTranslatorOptions) {
  const [state, setState] = useState<RecorderState>(INITIAL_RECORDER_STATE);
  const stateRef = useRef(state);
  const { status } = options;
  const [learnedMissing, setLearnedMissing] = useState(voiceServiceMissing);
  const serviceMissing = learnedMissing || status?.voice === false;
  const [interim, setInterim] = useState('');
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const recording = useRef<Recording | null>(null);
  const recognition = useRef<RecognitionSession | null>(null);
  const upload = useRef<AbortController | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const audioUrl = useRef<string | null>(null);

  const send = useCallback((event: RecorderEvent): RecorderState => {
    const next = recorderReducer(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    return next;
  }, []);

  const hasRecognition = recognitionConstructor() !== null;
  const mode: VoiceMode = !serviceMissing ? 'server' : hasRecognition ? 'browser' : 'none';

  /** Plays the server's answer; the machine leaves 'speaking' when it ends or cannot play. */
  const playAnswer = useCallback(
    (blob: Blob) => {
      const player = (audio.current ??= new Audio());
      if (audioUrl.current) URL.revokeObjectURL(audioUrl.current);
      audioUrl.current = URL.createObjectURL(blob);
      const done = () => send({ type: 'spoken' });
      player.onended = done;
      player.onerror = done;
      player.src = audioUrl.current;
      player.play().catch(done);
    },
    [send],
  );

  const sendClip = useCallback(
    async (clip: Blob, type: string) => {
      const { direction, language } = optionsRef.current;
      const controller = new AbortController();
      upload.current = controller;
      const timer = window.setTimeout(() => controller.abort(), TRANSLATE_UPLOAD_ABORT_MS);
      try {
        const { postTranslateTts } = await loadUpload();
        const answer = await postTranslateTts(
          { data: clip, type },
          { targetLang: language, direction: apiDirection(direction) },
          controller.signal,
        );
        if (stateRef.current.status !== 'transcribing') return;
        const at = Date.now();
        const record: TranslationRecord = {
          id: newRecordId(at),
          at,
          direction,
          language,
          source: 'voice',
          transcript: answer.transcript,
          translation: answer.translation,
          darija: { ar: answer.darija.ar || null, latin: answer.darija.latin },
          match: null,
        };
        optionsRef.current.onOutcome({ record }, answer.audio);
        send({ type: 'answered', speak: true });
        playAnswer(answer.audio);
      } catch (error) {
        if (controller.signal.aborted) {
          // Aborted by the 34 s limit, or by the screen going away (then nobody sees the state).
          send({ type: 'failed', problem: { kind: 'timeout' } });
        } else if (error instanceof ApiError && error.status === 402) {
          send({ type: 'refused' });
          await optionsRef.current.onPaymentRequired();
        } else if (error instanceof ApiError && error.code === 'provider_not_configured') {
          voiceServiceMissing = true;
          setLearnedMissing(true);
          send({ type: 'refused' });
        } else if (error instanceof ApiError) {
          send({
            type: 'failed',
            problem: { kind: 'server', status: error.status, reason: serverReason(error) },
          });
        } else {
          send({ type: 'failed', problem: { kind: 'offline' } });
        }
      } finally {
        window.clearTimeout(timer);
        if (upload.current === controller) upload.current = null;
      }
    },
    [playAnswer, send],
  );

  const finishRecording = useCallback(() => {
    const current = recording.current;
    recording.current = null;
    if (!current) return;
    current.stream.getTracks().forEach((track) => track.stop());
    const type = current.recorder.mimeType || current.type || 'audio/webm';
    const clip = new Blob(current.chunks, { type });
    const next = send({ type: 'stopped', at: Date.now(), bytes: clip.size });
    if (next.status === 'transcribing') void sendClip(clip, type);
  }, [send, sendClip]);

  /**
   * Whether a 'translate' use is left, asked afresh (not the screen's request, which may be retrying). An answer
   * that fails or is slower than USAGE_CHECK_WAIT_MS lets the clip go: the server checks it anyway (402).
   */
  const checkUseLeft = useCallback(async (): Promise<boolean> => {
    const asked = getTranslatorStatus().then(
      (fresh) => {
        optionsRef.current.onStatus(fresh);
        return fresh.allowed;
      },
      () => true,
    );
    let timer: number | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = window.setTimeout(() => resolve(true), USAGE_CHECK_WAIT_MS);
    });
    try {
      return await Promise.race([asked, late]);
    } finally {
      window.clearTimeout(timer);
    }
  }, []);

  const startRecording = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      send({ type: 'failed', problem: { kind: 'mic' } });
      return;
    }
    // The usage check runs while the phone opens its microphone (which takes as long): no added wait. A failed
    // fetch of the upload's code is tried again when the clip is sent.
    const allowed = checkUseLeft();
    void loadUpload().catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      send({ type: 'failed', problem: { kind: 'mic' } });
      return;
    }
    if (!(await allowed)) {
      stream.getTracks().forEach((track) => track.stop());
      send({ type: 'reset' });
      await optionsRef.current.onPaymentRequired();
      return;
    }
    const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        ...(type && { mimeType: type }),
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
      });
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      send({ type: 'failed', problem: { kind: 'mic' } });
      return;
    }
    const current: Recording = { recorder, stream, chunks: [], type: type ?? '' };
    recording.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.onstop = finishRecording;
    recorder.onerror = () => {
      recording.current = null;
      stream.getTracks().forEach((track) => track.stop());
      send({ type: 'failed', problem: { kind: 'mic' } });
    };
    recorder.start(1000);
    send({ type: 'started', at: Date.now() });
  }, [finishRecording, send, checkUseLeft]);

  /** The phone's own recognition heard `text`: translate it with the memory and read it aloud if a voice can. */
  const translateHeard = useCallback(
    async (text: string) => {
      const next = send({ type: 'transcribed', text });
      if (next.status !== 'translating') return;
      const { direction, language, voices } = optionsRef.current;
      let embedded: EmbeddedTranslator;
      try {
        embedded = await optionsRef.current.loadEmbedded();
      } catch {
        send({ type: 'failed', problem: { kind: 'offline' } });
        return;
      }
      const outcome = embedded.translateTyped(text, direction, language, Date.now(), 'browser');
      optionsRef.current.onOutcome(outcome, null);
      if (outcome.refused) {
        send({ type: 'answered', speak: false });
        return;
      }
      const toDarija = direction === 'target-to-darija';
      const spoken = toDarija ? outcome.record.darija.ar : outcome.record.translation;
      const voice = pickVoice(voices, toDarija ? 'darija' : language);
      if (!voice || !spoken) {
        send({ type: 'answered', speak: false });
        return;
      }
      send({ type: 'answered', speak: true });
      await speak(spoken, voice);
      send({ type: 'spoken' });
    },
    [send],
  );

  const startRecognition = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) return;
    const { direction, language } = optionsRef.current;
    setInterim('');
    try {
      recognition.current = listen(
        Recognition,
        direction === 'target-to-darija' ? RECOGNITION_LANGUAGES[language] : RECOGNITION_LANGUAGES.darija,
        {
          onInterim: setInterim,
          onEnd: (outcome) => {
            recognition.current = null;
            if ('failure' in outcome) {
              const kind = outcome.failure;
              if (kind === 'no-speech') {
                if (stateRef.current.status === 'listening')
                  send({ type: 'stopped', at: Date.now(), bytes: 0 });
                else send({ type: 'transcribed', text: '' });
              } else {
                send({
                  type: 'failed',
                  problem: { kind: kind === 'mic' ? 'mic' : kind === 'offline' ? 'offline' : 'recognition' },
                });
              }
              return;
            }
            if (stateRef.current.status === 'listening') {
              const next = send({ type: 'stopped', at: Date.now(), bytes: outcome.text ? 1 : 0 });
              if (next.status !== 'transcribing') return;
            }
            void translateHeard(outcome.text);
          },
        },
      );
    } catch {
      send({ type: 'failed', problem: { kind: 'mic' } });
      return;
    }
    send({ type: 'started', at: Date.now() });
  }, [send, translateHeard]);

  const stop = useCallback(() => {
    if (stateRef.current.status !== 'listening') return;
    if (recording.current) {
      if (recording.current.recorder.state !== 'inactive') recording.current.recorder.stop();
      return;
    }
    if (recognition.current) {
      // What was heard so far is final once the recognition ends; the button shows the wait.
      const next = send({ type: 'stopped', at: Date.now(), bytes: 1 });
      if (next.status === 'transcribing') recognition.current.stop();
      else {
        recognition.current.abort();
        recognition.current = null;
      }
    }
  }, [send]);

  const tap = useCallback(() => {
    const current = stateRef.current;
    if (isBusy(current)) return;
    if (current.status === 'listening') {
      stop();
      return;
    }
    stopSpeaking();
    if (!serviceMissing) void startRecording();
    else if (recognitionConstructor()) startRecognition();
  }, [serviceMissing, startRecognition, startRecording, stop]);

  const reset = useCallback(() => {
    send({ type: 'reset' });
  }, [send]);

  // The countdown, and the 45 s limit (spec 9).
  const listening = state.status === 'listening';
  useEffect(() => {
    if (!listening) return;
    const timer = window.setInterval(() => {
      const next = send({ type: 'tick', at: Date.now() });
      if (remainingMs(next) <= 0) stop();
    }, 200);
    return () => window.clearInterval(timer);
  }, [listening, send, stop]);

  // A hidden page stops the recording, which is then sent (spec 4).
  useEffect(() => {
    if (!listening) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [listening, stop]);

  // Leaving the screen: the microphone closes, the upload and the playback stop.
  useEffect(
    () => () => {
      const current = recording.current;
      recording.current = null;
      if (current) {
        current.recorder.onstop = null;
        if (current.recorder.state !== 'inactive') current.recorder.stop();
        current.stream.getTracks().forEach((track) => track.stop());
      }
      recognition.current?.abort();
      upload.current?.abort();
      audio.current?.pause();
      if (audioUrl.current) URL.revokeObjectURL(audioUrl.current);
      stopSpeaking();
    },
    [],
  );

  return { state, tap, reset, mode, serviceMissing, interim, hasRecognition };
}
