import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CITY_TARIFFS } from '@mizan/data/tariffs';
import { NIGHT_CHECK_MS, useNightNow } from './use-night-now';

// 19:59:45 in Casablanca (UTC+1 in July), whose night starts at 20:00.
const BEFORE_NIGHT = Date.parse('2026-07-01T18:59:45Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(BEFORE_NIGHT);
});
afterEach(() => vi.useRealTimers());

describe('useNightNow', () => {
  it('turns to night within 30 s of 20:00', () => {
    const { result } = renderHook(() => useNightNow(CITY_TARIFFS.casablanca, true));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(NIGHT_CHECK_MS));
    expect(result.current).toBe(true);
  });

  it('stays as it was while disabled (the running meter has its own)', () => {
    const { result } = renderHook(() => useNightNow(CITY_TARIFFS.casablanca, false));
    act(() => vi.advanceTimersByTime(5 * NIGHT_CHECK_MS));
    expect(result.current).toBe(false);
  });
});
