import { describe, expect, it } from 'vitest';
import {
  INITIAL_RECORDER_STATE,
  formatCountdown,
  isBusy,
  recorderReducer,
  remainingMs,
} from './recorder-machine';
import type { RecorderEvent, RecorderState } from './recorder-machine';

const run = (events: RecorderEvent[], from: RecorderState = INITIAL_RECORDER_STATE) =>
  events.reduce(recorderReducer, from);

const listening: RecorderState = { status: 'listening', startedAt: 1_000, now: 1_000 };
const server = { kind: 'server', status: 502, reason: null } as const;

describe('recorderReducer (spec 4 "Translator recorder")', () => {
  it('goes idle -> listening -> transcribing -> speaking -> idle for a clip the server translates', () => {
    const states = [
      { type: 'started', at: 1_000 },
      { type: 'tick', at: 3_000 },
      { type: 'stopped', at: 3_200, bytes: 24_000 },
      { type: 'answered', speak: true },
      { type: 'spoken' },
    ].reduce<RecorderState[]>(
      (seen, event) => [...seen, recorderReducer(seen.at(-1)!, event as RecorderEvent)],
      [INITIAL_RECORDER_STATE],
    );
    expect(states.map((s) => s.status)).toEqual([
      'idle',
      'listening',
      'listening',
      'transcribing',
      'speaking',
      'idle',
    ]);
  });

  it('goes through translating when the phone heard the words (browser recognition)', () => {
    expect(
      run([
        { type: 'started', at: 0 },
        { type: 'stopped', at: 2_000, bytes: 1 },
        { type: 'transcribed', text: 'where is the station' },
      ]).status,
    ).toBe('translating');
    expect(
      run([
        { type: 'started', at: 0 },
        { type: 'stopped', at: 2_000, bytes: 1 },
        { type: 'transcribed', text: 'hello' },
        { type: 'answered', speak: false },
      ]),
    ).toEqual(INITIAL_RECORDER_STATE);
  });

  it.each([
    ['under 1 s', 999, 5_000],
    ['of zero bytes', 2_000, 0],
  ])('refuses a clip %s with the empty message', (_label, length, bytes) => {
    expect(
      run([
        { type: 'started', at: 0 },
        { type: 'stopped', at: length, bytes },
      ]),
    ).toEqual({
      status: 'idle',
      notice: 'empty',
    });
  });

  it('accepts a clip of exactly 1 s', () => {
    expect(
      run([
        { type: 'started', at: 0 },
        { type: 'stopped', at: 1_000, bytes: 10 },
      ]).status,
    ).toBe('transcribing');
  });

  it('refuses empty recognised text with the empty message', () => {
    expect(run([{ type: 'transcribed', text: '  ' }], { status: 'transcribing' })).toEqual({
      status: 'idle',
      notice: 'empty',
    });
  });

  it('returns to idle silently when the usage check refuses (the screen goes to /pay)', () => {
    expect(run([{ type: 'refused' }], { status: 'transcribing' })).toEqual(INITIAL_RECORDER_STATE);
  });

  it('shows a permission failure from idle, and a server failure only for a clip on its way', () => {
    expect(run([{ type: 'failed', problem: { kind: 'mic' } }])).toEqual({
      status: 'error',
      problem: { kind: 'mic' },
    });
    expect(run([{ type: 'failed', problem: server }], { status: 'transcribing' })).toEqual({
      status: 'error',
      problem: server,
    });
    // A late failure after the visitor moved on changes nothing.
    expect(run([{ type: 'failed', problem: server }])).toEqual(INITIAL_RECORDER_STATE);
    expect(run([{ type: 'failed', problem: { kind: 'timeout' } }], { status: 'speaking' })).toEqual({
      status: 'speaking',
    });
  });

  it('starts again from an error, and a reset clears a message', () => {
    const failed = run([{ type: 'failed', problem: { kind: 'mic' } }]);
    expect(run([{ type: 'started', at: 5 }], failed).status).toBe('listening');
    expect(run([{ type: 'reset' }], failed)).toEqual(INITIAL_RECORDER_STATE);
    expect(run([{ type: 'reset' }], { status: 'idle', notice: 'empty' })).toEqual(INITIAL_RECORDER_STATE);
  });

  it('ignores events that do not belong to the state (a late answer, a second start, a stale tick)', () => {
    expect(run([{ type: 'answered', speak: true }])).toEqual(INITIAL_RECORDER_STATE);
    expect(run([{ type: 'started', at: 9_000 }], listening)).toBe(listening);
    expect(run([{ type: 'started', at: 1 }], { status: 'speaking' })).toEqual({ status: 'speaking' });
    expect(run([{ type: 'tick', at: 5_000 }], { status: 'transcribing' })).toEqual({
      status: 'transcribing',
    });
    expect(run([{ type: 'stopped', at: 5_000, bytes: 10 }], { status: 'transcribing' })).toEqual({
      status: 'transcribing',
    });
    expect(run([{ type: 'spoken' }], { status: 'transcribing' })).toEqual({ status: 'transcribing' });
    expect(run([{ type: 'reset' }], listening)).toBe(listening);
    // A tick never runs the clock backwards.
    expect(
      run(
        [
          { type: 'tick', at: 4_000 },
          { type: 'tick', at: 3_000 },
        ],
        listening,
      ),
    ).toEqual({ ...listening, now: 4_000 });
  });

  it('is busy (the button disabled) while transcribing, translating and speaking only', () => {
    const states: RecorderState[] = [
      INITIAL_RECORDER_STATE,
      listening,
      { status: 'transcribing' },
      { status: 'translating' },
      { status: 'speaking' },
      { status: 'error', problem: { kind: 'mic' } },
    ];
    expect(states.map(isBusy)).toEqual([false, false, true, true, true, false]);
  });
});

describe('the 45 s countdown', () => {
  it('counts down from 45 s and stops at 0', () => {
    expect(remainingMs(listening)).toBe(45_000);
    expect(remainingMs({ ...listening, now: 11_500 })).toBe(34_500);
    expect(remainingMs({ ...listening, now: 60_000 })).toBe(0);
    expect(remainingMs(INITIAL_RECORDER_STATE)).toBe(0);
  });

  it.each([
    [45_000, '00:45'],
    [44_001, '00:45'],
    [44_000, '00:44'],
    [9_500, '00:10'],
    [61_000, '01:01'],
    [0, '00:00'],
    [-5, '00:00'],
  ])('shows %i ms as %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
