import { describe, expect, it, vi } from 'vitest';
import { REALTIME_QUIET_MS, createQuietTimer, readRealtimeEvent } from './realtime-events';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  const timers: { at: number; run: () => void; live: boolean }[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers) {
        if (timer.live && timer.at <= now) {
          timer.live = false;
          timer.run();
        }
      }
    },
  };
}

const event = (type: string, fields: Record<string, unknown> = {}) => JSON.stringify({ type, ...fields });

describe('readRealtimeEvent', () => {
  it('reads a finished response, final texts and other activity', () => {
    expect(readRealtimeEvent(event('response.done'))).toEqual({ kind: 'done' });
    expect(
      readRealtimeEvent(
        event('conversation.item.input_audio_transcription.completed', { transcript: 'fin lagar?' }),
      ),
    ).toEqual({ kind: 'final-text', text: { role: 'heard', value: 'fin lagar?' } });
    expect(
      readRealtimeEvent(
        event('response.output_audio_transcript.done', { transcript: 'Where is the station?' }),
      ),
    ).toEqual({
      kind: 'final-text',
      text: { role: 'said', value: 'Where is the station?' },
    });
    expect(readRealtimeEvent(event('response.output_audio.delta', { delta: 'AAAA' }))).toEqual({
      kind: 'activity',
    });
  });

  it('ignores what is not an event', () => {
    expect(readRealtimeEvent('not json')).toBeNull();
    expect(readRealtimeEvent('7')).toBeNull();
    expect(readRealtimeEvent(new ArrayBuffer(2))).toBeNull();
  });
});

describe('createQuietTimer (auto-stop)', () => {
  it('stops at once after a finished response', () => {
    const clock = fakeClock();
    const stop = vi.fn();
    const quiet = createQuietTimer(stop, clock.schedule);
    quiet.onEvent({ kind: 'activity' });
    quiet.onEvent({ kind: 'done' });
    expect(stop).toHaveBeenCalledTimes(1);
    quiet.onEvent({ kind: 'done' });
    clock.advance(10_000);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops after 700 ms of quiet that follow a final text, not before', () => {
    const clock = fakeClock();
    const stop = vi.fn();
    const quiet = createQuietTimer(stop, clock.schedule);
    quiet.onEvent({ kind: 'activity' });
    clock.advance(5_000);
    expect(stop).not.toHaveBeenCalled();
    quiet.onEvent({ kind: 'final-text' });
    clock.advance(REALTIME_QUIET_MS - 1);
    expect(stop).not.toHaveBeenCalled();
    clock.advance(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('waits again when more events follow the final text', () => {
    const clock = fakeClock();
    const stop = vi.fn();
    const quiet = createQuietTimer(stop, clock.schedule);
    quiet.onEvent({ kind: 'final-text' });
    clock.advance(600);
    quiet.onEvent({ kind: 'activity' });
    clock.advance(600);
    expect(stop).not.toHaveBeenCalled();
    clock.advance(100);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never stops once cancelled (a tap stopped the session)', () => {
    const clock = fakeClock();
    const stop = vi.fn();
    const quiet = createQuietTimer(stop, clock.schedule);
    quiet.onEvent({ kind: 'final-text' });
    quiet.cancel();
    clock.advance(5_000);
    quiet.onEvent({ kind: 'done' });
    expect(stop).not.toHaveBeenCalled();
  });
});
