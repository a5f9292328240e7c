// The realtime beta's auto-stop (spec 4 "Translator recorder", 9): the session ends by itself after a
// finished response, or after 700 ms of quiet that follow a final text. The events are those of the
// realtime API's data channel ('oai-events'), read as JSON.

export const REALTIME_QUIET_MS = 700;

/** A final text: a finished transcript of what was heard or said, or a finished text answer. */
const FINAL_TEXT_EVENTS = new Set([
  'conversation.item.input_audio_transcription.completed',
  'response.output_audio_transcript.done',
  'response.audio_transcript.done',
  'response.output_text.done',
  'response.text.done',
]);

export type RealtimeEventKind = 'done' | 'final-text' | 'activity';

export interface RealtimeEventReading {
  kind: RealtimeEventKind;
  /** For a final text: the text and whose it is (the speaker's words, or the interpretation). */
  text?: { role: 'heard' | 'said'; value: string };
}

/** What one data-channel message means for the session; null when it is not an event at all. */
export function readRealtimeEvent(data: unknown): RealtimeEventReading | null {
  if (typeof data !== 'string') return null;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null) return null;
  const fields = event as Record<string, unknown>;
  const type = typeof fields.type === 'string' ? fields.type : '';
  if (type === 'response.done') return { kind: 'done' };
  if (FINAL_TEXT_EVENTS.has(type)) {
    const value =
      typeof fields.transcript === 'string'
        ? fields.transcript
        : typeof fields.text === 'string'
          ? fields.text
          : '';
    const role = type.startsWith('conversation.item.input_audio_transcription') ? 'heard' : 'said';
    return { kind: 'final-text', text: { role, value } };
  }
  return { kind: 'activity' };
}

export interface QuietTimer {
  /** Feed every event; calls `stop` once the session should end. */
  onEvent(reading: RealtimeEventReading): void;
  cancel(): void;
}

/**
 * A finished response stops at once; a final text arms a 700 ms timer that any later event re-arms (more
 * is coming) until quiet. `schedule` is setTimeout in the browser, a fake clock in tests.
 */
export function createQuietTimer(
  stop: () => void,
  schedule: (run: () => void, ms: number) => () => void,
  quietMs = REALTIME_QUIET_MS,
): QuietTimer {
  let cancel: (() => void) | null = null;
  let armed = false;
  let stopped = false;
  const clear = () => {
    cancel?.();
    cancel = null;
  };
  const arm = () => {
    clear();
    cancel = schedule(() => {
      cancel = null;
      if (!stopped) {
        stopped = true;
        stop();
      }
    }, quietMs);
  };
  return {
    onEvent(reading) {
      if (stopped) return;
      if (reading.kind === 'done') {
        clear();
        stopped = true;
        stop();
        return;
      }
      if (reading.kind === 'final-text') armed = true;
      if (armed) arm();
    },
    cancel() {
      clear();
      stopped = true;
    },
  };
}
