import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDoubleTapDetector, useDoubleTap } from './use-double-tap';

describe('createDoubleTapDetector', () => {
  it.each([
    ['two taps 100 ms apart', [0, 100], [false, true]],
    ['two taps 319 ms apart', [0, 319], [false, true]],
    ['two taps 320 ms apart', [0, 320], [false, false]],
    ['slow then quick', [0, 500, 600], [false, false, true]],
    ['a triple tap counts once', [0, 100, 200], [false, true, false]],
    ['two pairs', [0, 100, 1000, 1100], [false, true, false, true]],
  ])('%s', (_name, taps, expected) => {
    const detect = createDoubleTapDetector();
    expect(taps.map((at) => detect(at))).toEqual(expected);
  });
});

describe('useDoubleTap', () => {
  it('calls back on the second quick tap only', () => {
    const onDoubleTap = vi.fn();
    const { result } = renderHook(() => useDoubleTap(onDoubleTap));
    result.current({ timeStamp: 1000 });
    expect(onDoubleTap).not.toHaveBeenCalled();
    result.current({ timeStamp: 1200 });
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    result.current({ timeStamp: 2000 });
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
  });
});
