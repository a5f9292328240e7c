import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METER_FREE_RUN_MS } from '@mizan/domain/pass/features';
import { useFreeRunLimit } from './use-free-run-limit';

const T0 = Date.parse('2026-07-01T13:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  window.history.replaceState(null, '', '/taxi-fares');
});
afterEach(() => vi.useRealTimers());

function setup(passActive: boolean | undefined, startedAt = T0, running = true) {
  const onOver = vi.fn();
  renderHook(() => useFreeRunLimit({ running, startedAt, passActive, onOver }));
  return onOver;
}

describe('useFreeRunLimit', () => {
  it('sends a non-holder away once, at 3 minutes of running', () => {
    const onOver = setup(false);
    vi.advanceTimersByTime(METER_FREE_RUN_MS - 1);
    expect(onOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOver).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onOver).toHaveBeenCalledTimes(1);
  });

  it('a run that started long ago (resumed) is over at once', () => {
    const onOver = setup(false, T0 - 10 * 60_000);
    vi.advanceTimersByTime(0);
    expect(onOver).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a pass holder', true, true, '/taxi-fares'],
    ['an unknown pass status', undefined, true, '/taxi-fares'],
    ['a stopped meter', false, false, '/taxi-fares'],
    ['a visitor already on /pay', false, true, '/pay'],
  ])('never for %s', (_label, passActive, running, path) => {
    window.history.replaceState(null, '', path);
    const onOver = setup(passActive, T0, running);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onOver).not.toHaveBeenCalled();
  });

  it('the 10 s interval catches a timer that did not fire (a sleeping phone)', () => {
    const onOver = setup(false);
    // The clock jumps past 3 minutes without timers running, as after a phone's sleep; the timer was due at
    // the 3-minute mark and the next interval tick notices.
    vi.setSystemTime(T0 + METER_FREE_RUN_MS + 5_000);
    vi.advanceTimersByTime(10_000);
    expect(onOver).toHaveBeenCalledTimes(1);
  });
});
