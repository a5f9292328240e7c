import { useCallback, useRef } from 'react';

/** Two taps closer than this (ms) are a double tap (spec 9 "Interface"). */
export const DOUBLE_TAP_MS = 320;

/**
 * Detects a second tap within `windowMs` of the first. Returns true on the second tap and starts over,
 * so a triple tap counts once.
 */
export function createDoubleTapDetector(windowMs = DOUBLE_TAP_MS): (at: number) => boolean {
  let last: number | null = null;
  return (at) => {
    if (last !== null && at - last < windowMs) {
      last = null;
      return true;
    }
    last = at;
    return false;
  };
}

/** A click handler that calls `onDoubleTap` on a double click or double tap (hidden entries). */
export function useDoubleTap(onDoubleTap: () => void, windowMs = DOUBLE_TAP_MS): (event: { timeStamp: number }) => void {
  const detector = useRef<((at: number) => boolean) | null>(null);
  return useCallback(
    (event: { timeStamp: number }) => {
      detector.current ??= createDoubleTapDetector(windowMs);
      if (detector.current(event.timeStamp)) onDoubleTap();
    },
    [onDoubleTap, windowMs],
  );
}
