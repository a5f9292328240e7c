import { useCallback } from 'react';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import { DEFAULT_DIRECTION, readDirection, writeDirection } from '../lib/direction';
import { deviceState, useDeviceState } from '../lib/device-state';

const directionState = deviceState<StoredDirection>(readDirection, DEFAULT_DIRECTION);

/** The translator's tab, kept in localStorage `translationDirection` (spec 3). */
export function useDirection(): [StoredDirection, (direction: StoredDirection) => void] {
  const direction = useDeviceState(directionState);
  const choose = useCallback((next: StoredDirection) => {
    writeDirection(next);
    directionState.set(next);
  }, []);
  return [direction, choose];
}
