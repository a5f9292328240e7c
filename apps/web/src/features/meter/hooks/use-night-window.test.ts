import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CITY_TARIFFS } from '@mizan/data/tariffs';
import { isNightAt, nightWindowAt } from '@mizan/domain/night/night';
import { useNightNow } from './use-night-now';
import { useNightWindow } from './use-night-window';

// 19:30 on 21 December 2026 in Morocco (UTC+1): Agadir's night began at its Maghreb (about 18:41), Casablanca's
// starts at 20:00.
const DECEMBER_EVENING = Date.parse('2026-12-21T18:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DECEMBER_EVENING);
});
afterEach(() => vi.useRealTimers());

describe('the idle card without adhan until a Maghreb tariff', () => {
  it('a fixed or seasonal night is known at once', () => {
    for (const city of ['casablanca', 'marrakech'] as const) {
      const tariff = CITY_TARIFFS[city];
      expect(renderHook(() => useNightNow(tariff, true)).result.current).toBe(
        isNightAt(DECEMBER_EVENING, tariff),
      );
      expect(renderHook(() => useNightWindow(tariff, null, true)).result.current).toEqual(
        nightWindowAt(tariff, DECEMBER_EVENING),
      );
    }
  });

  it("Agadir's is unknown until adhan's module has loaded, then the engine's own answer", async () => {
    const agadir = CITY_TARIFFS.agadir;
    const night = renderHook(() => useNightNow(agadir, true));
    const window = renderHook(() => useNightWindow(agadir, null, true));
    // Nothing said meanwhile: neither day nor night, and no minute for the Maghreb.
    expect(night.result.current).toBeNull();
    expect(window.result.current).toEqual({ start: '…', end: '06:00', kind: 'maghrib' });
    await waitFor(() => expect(night.result.current).toBe(true));
    expect(isNightAt(DECEMBER_EVENING, agadir)).toBe(true);
    await waitFor(() => expect(window.result.current).toEqual(nightWindowAt(agadir, DECEMBER_EVENING)));
    expect(window.result.current.start).toMatch(/^18:4\d$/);
  });

  it('the prerendered card (no device clock) shows the usual window and day, loading nothing', () => {
    const agadir = CITY_TARIFFS.agadir;
    expect(renderHook(() => useNightNow(agadir, false, false)).result.current).toBe(false);
    expect(renderHook(() => useNightWindow(agadir, null, false)).result.current).toEqual({
      start: '20:00',
      end: '06:00',
      kind: 'fixed',
    });
  });
});
