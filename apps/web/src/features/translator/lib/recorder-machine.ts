import { MAX_CLIP_MS, MIN_CLIP_MS } from '@mizan/contracts/translate-limits';
import type { ServerReason } from '@/lib/api-client';

// The translator's microphone (spec 4 "Translator recorder"), as a pure reducer: the hooks feed it what
// happened (the recorder started, a clock tick, the clip, the answer, the end of playback) and render what it
// says. An event that does not belong to the current state (a late answer after an error, a tick after the
// stop) leaves the state as it is, so a slow promise can never drag the button back into an old state.

/** Why the button shows an error (spec 8 "Recording"), or why it went back to idle with a message. */
export type RecorderProblem =
  /** 'mic permission or recording not available' */
  | { kind: 'mic' }
  /** 'request timed out. please try a shorter phrase.' (the upload aborted at 34 s) */
  | { kind: 'timeout' }
  /** No network: the phone could not reach the server (or the browser's speech service). */
  | { kind: 'offline' }
  /** The browser's speech recognition failed for another reason. */
  | { kind: 'recognition' }
  /** The server refused or failed: its text for a known refusal (reason), else 'server error {status}'. */
  | { kind: 'server'; status: number; reason: ServerReason | null };

export type RecorderState =
  /** `notice` 'empty': the last clip was under a second, had no bytes, or no words were heard. */
  | { status: 'idle'; notice: 'empty' | null }
  | { status: 'listening'; startedAt: number; now: number }
  | { status: 'transcribing' }
  | { status: 'translating' }
  | { status: 'speaking' }
  | { status: 'error'; problem: RecorderProblem };

export type RecorderEvent =
  /** The microphone is open and recording (the tap that started it was accepted by the hook). */
  | { type: 'started'; at: number }
  | { type: 'tick'; at: number }
  /** The recording stopped (tap, 45 s, page hidden): what it holds decides whether it is sent. */
  | { type: 'stopped'; at: number; bytes: number }
  /** Words were heard (the browser's recognition): empty text is the empty message. */
  | { type: 'transcribed'; text: string }
  /** The translation is there; `speak` whether it will be played now. */
  | { type: 'answered'; speak: boolean }
  | { type: 'spoken' }
  | { type: 'failed'; problem: RecorderProblem }
  /**
   * The clip will not be translated for a reason the screen handles itself: the usage check refused (the
   * screen goes to /pay, spec 4: back to idle without a word), or the server has no voice service.
   */
  | { type: 'refused' }
  /** The visitor closed the message, or the screen changed direction. */
  | { type: 'reset' };

export const INITIAL_RECORDER_STATE: RecorderState = { status: 'idle', notice: null };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'started':
      return state.status === 'idle' || state.status === 'error'
        ? { status: 'listening', startedAt: event.at, now: event.at }
        : state;
    case 'tick':
      return state.status === 'listening' ? { ...state, now: Math.max(state.now, event.at) } : state;
    case 'stopped': {
      if (state.status !== 'listening') return state;
      const tooShort = event.at - state.startedAt < MIN_CLIP_MS;
      return tooShort || event.bytes <= 0 ? { status: 'idle', notice: 'empty' } : { status: 'transcribing' };
    }
    case 'transcribed':
      if (state.status !== 'transcribing') return state;
      return event.text.trim() === '' ? { status: 'idle', notice: 'empty' } : { status: 'translating' };
    case 'answered':
      return state.status === 'transcribing' || state.status === 'translating'
        ? event.speak
          ? { status: 'speaking' }
          : INITIAL_RECORDER_STATE
        : state;
    case 'spoken':
      return state.status === 'speaking' ? INITIAL_RECORDER_STATE : state;
    case 'failed': {
      // The microphone fails on the tap that opens it; anything else fails a recording or a clip under way.
      const accepts =
        event.problem.kind === 'mic'
          ? state.status === 'idle' || state.status === 'error' || state.status === 'listening'
          : state.status === 'listening' || state.status === 'transcribing' || state.status === 'translating';
      return accepts ? { status: 'error', problem: event.problem } : state;
    }
    case 'refused':
      return state.status === 'transcribing' || state.status === 'translating'
        ? INITIAL_RECORDER_STATE
        : state;
    case 'reset':
      return state.status === 'listening' ? state : INITIAL_RECORDER_STATE;
  }
}

/** The button does nothing while the clip is on its way or the answer plays (spec 4). */
export function isBusy(state: RecorderState): boolean {
  return state.status === 'transcribing' || state.status === 'translating' || state.status === 'speaking';
}

/** Milliseconds left before the 45 s limit stops the recording (0 when not listening or past it). */
export function remainingMs(state: RecorderState, limitMs = MAX_CLIP_MS): number {
  if (state.status !== 'listening') return 0;
  return Math.max(0, limitMs - (state.now - state.startedAt));
}

/** The countdown as mm:ss, rounded up: 45 s shows 00:45 until a whole second has gone. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
