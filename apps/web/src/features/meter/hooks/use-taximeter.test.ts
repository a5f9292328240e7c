import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_OPTIONS, WATCH_OPTIONS } from '../lib/ride-feed';
import { tripRecordStore } from '../lib/trip-record';
import { useTaximeter } from './use-taximeter';

const T0 = Date.parse('2026-07-01T13:00:00Z');

/** A scripted navigator.geolocation: the test sends positions and errors to whoever listens. */
function fakeGeolocation() {
  const watchers = new Map<
    number,
    { ok: PositionCallback; fail: PositionErrorCallback | null | undefined }
  >();
  const once: { ok: PositionCallback; options: PositionOptions | undefined }[] = [];
  let next = 1;
  const geo = {
    getCurrentPosition: vi.fn(
      (ok: PositionCallback, _fail?: PositionErrorCallback | null, options?: PositionOptions) => {
        once.push({ ok, options });
      },
    ),
    watchPosition: vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      watchers.set(next, { ok, fail });
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
  };
  const position = (north: number, at: number) =>
    ({
      coords: { latitude: 33.59 + north / 111_195, longitude: -7.61, accuracy: 5, speed: null },
      timestamp: at,
    }) as unknown as GeolocationPosition;
  return {
    geo,
    move(north: number, at: number) {
      for (const w of watchers.values()) w.ok(position(north, at));
    },
    answerOnce(north: number, at: number) {
      for (const o of once.splice(0)) o.ok(position(north, at));
    },
    fail(code: number) {
      for (const w of watchers.values()) w.fail?.({ code, message: 'no fix' } as GeolocationPositionError);
    },
    onceOptions: () => once.map((o) => o.options),
  };
}

let fake: ReturnType<typeof fakeGeolocation>;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  localStorage.clear();
  fake = fakeGeolocation();
  vi.stubGlobal('navigator', { ...navigator, geolocation: fake.geo });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Drive north at 10 m/s, one fix a second, for `seconds` seconds. */
function drive(from: number, seconds: number) {
  for (let i = 1; i <= seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
      fake.move((from + i) * 10, Date.now());
    });
  }
}

describe('useTaximeter', () => {
  it('primes a position, then watches with the spec options', async () => {
    const { result } = renderHook(() => useTaximeter());
    await act(() => result.current.start('casablanca'));
    expect(fake.geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fake.geo.watchPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      WATCH_OPTIONS,
    );
    expect(WATCH_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 500 });
    expect(result.current.session?.state.active).toBe(true);
    // Casablanca's pickup, 2.00 DH.
    expect(result.current.session?.state.price).toBe(200);
  });

  it('start fails without geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useTaximeter());
    let started = true;
    await act(async () => {
      started = await result.current.start('casablanca');
    });
    expect(started).toBe(false);
    expect(result.current.session).toBeNull();
  });

  it('position errors are only logged, as warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useTaximeter());
    await act(() => result.current.start('casablanca'));
    act(() => fake.fail(3));
    expect(warn).toHaveBeenCalledWith('taximeter: position error 3: no fix');
    expect(result.current.session?.state.active).toBe(true);
  });

  it('counts distance, catches up a hidden minute as waiting with one fresh position, stops, stops watching', async () => {
    const { result } = renderHook(() => useTaximeter());
    await act(() => result.current.start('casablanca'));
    act(() => fake.answerOnce(0, Date.now()));
    drive(0, 60);
    const beforeHiding = result.current.session?.state;
    expect(beforeHiding?.distanceMeters).toBeGreaterThan(450);
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    act(() => setVisibility('visible'));
    expect(fake.onceOptions()).toEqual([FRESH_OPTIONS]);
    act(() => fake.answerOnce(1200, Date.now() + 200));
    const back = result.current.session?.state;
    expect(back?.usedBackgroundCatchup).toBe(true);
    expect((back?.waitingSeconds ?? 0) - (beforeHiding?.waitingSeconds ?? 0)).toBeGreaterThanOrEqual(60);
    expect(back?.distanceMeters).toBeGreaterThan((beforeHiding?.distanceMeters ?? 0) + 300);
    act(() => result.current.stop());
    expect(result.current.session?.state.finalized).toBe(true);
    expect(fake.geo.clearWatch).toHaveBeenCalled();
    expect(tripRecordStore.read()?.stopAt).toBe(result.current.session?.state.stoppedAt);
    expect(tripRecordStore.read()?.stopAt).toBeGreaterThanOrEqual(Date.now());
  });

  it('starts from the tap, not from the end of the engine load', async () => {
    const { result } = renderHook(() => useTaximeter());
    let started: Promise<boolean> = Promise.resolve(false);
    act(() => {
      started = result.current.start('casablanca');
      vi.advanceTimersByTime(3000);
    });
    await act(() => started);
    expect(result.current.session?.record.startAt).toBe(T0);
  });

  it('a second tap while the engine loads keeps the first start', async () => {
    const { result } = renderHook(() => useTaximeter());
    await act(async () => {
      const first = result.current.start('casablanca');
      vi.advanceTimersByTime(1000);
      await Promise.all([first, result.current.start('casablanca')]);
    });
    expect(result.current.session?.record.startAt).toBe(T0);
  });

  it('an idle device loads no session at mount', async () => {
    const { result } = renderHook(() => useTaximeter());
    await act(() => vi.dynamicImportSettled());
    expect(result.current.session).toBeNull();
  });

  describe('the motion sensor', () => {
    /** A still phone whose fixes a reflection throws 100 m north for 40 s; `shake` m/s² of motion each second. */
    function stillPhone(shake: number | null) {
      for (let i = 1; i <= 200; i++) {
        act(() => {
          vi.advanceTimersByTime(1000);
          if (shake !== null)
            for (let k = 0; k < 20; k++) {
              const z = 9.81 + (k % 2 === 0 ? shake : -shake);
              window.dispatchEvent(
                Object.assign(new Event('devicemotion'), { accelerationIncludingGravity: { x: 0, y: 0, z } }),
              );
            }
          fake.move(i >= 60 && i < 100 ? 100 : 0, Date.now());
        });
      }
    }

    it('keeps a still phone at 0 m with its quiet readings, after a reload too', async () => {
      const first = renderHook(() => useTaximeter());
      await act(() => first.result.current.start('casablanca'));
      stillPhone(0.01);
      expect(first.result.current.session?.state.distanceMeters).toBe(0);
      expect(tripRecordStore.read()?.readings.at(-1)?.vibration).toBeCloseTo(0.01, 3);
      first.unmount();
      const second = renderHook(() => useTaximeter());
      await act(() => vi.dynamicImportSettled());
      expect(second.result.current.session?.state.distanceMeters).toBe(0);
    });

    it('without motion events the fixes are as before, and the reflection is billed', async () => {
      const { result } = renderHook(() => useTaximeter());
      await act(() => result.current.start('casablanca'));
      stillPhone(null);
      expect(tripRecordStore.read()?.readings.every((r) => !('vibration' in r))).toBe(true);
      expect(result.current.session?.state.distanceMeters).toBeGreaterThan(100);
    });

    it('a phone shaken like a taxi on the road is billed as without the sensor', async () => {
      const { result } = renderHook(() => useTaximeter());
      await act(() => result.current.start('casablanca'));
      stillPhone(0.4);
      expect(result.current.session?.state.distanceMeters).toBeGreaterThan(100);
    });
  });

  it('a reload resumes the running meter with the gap as background catch-up', async () => {
    const first = renderHook(() => useTaximeter());
    await act(() => first.result.current.start('casablanca'));
    drive(0, 30);
    const before = first.result.current.session?.state;
    first.unmount();
    vi.advanceTimersByTime(45_000);
    const second = renderHook(() => useTaximeter());
    await act(() => vi.dynamicImportSettled());
    const resumed = second.result.current.session?.state;
    expect(resumed?.active).toBe(true);
    expect(resumed?.usedBackgroundCatchup).toBe(true);
    expect(resumed?.distanceMeters).toBe(before?.distanceMeters);
    expect((resumed?.waitingSeconds ?? 0) - (before?.waitingSeconds ?? 0)).toBeGreaterThanOrEqual(44);
    // The resumed meter reads a fresh position and watches again.
    expect(fake.geo.watchPosition).toHaveBeenCalledTimes(2);
    expect(fake.onceOptions().at(-1)).toEqual(FRESH_OPTIONS);
  });
});
