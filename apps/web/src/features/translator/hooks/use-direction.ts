import { useCallback, useState } from 'react';
import type { StoredDirection } from '@mizan/contracts/translate';
import { readDirection, writeDirection } from '../lib/direction';

/** The translator's tab, kept in localStorage `translationDirection` (spec 3). */
export function useDirection(): [StoredDirection, (direction: StoredDirection) => void] {
  const [direction, setDirection] = useState<StoredDirection>(readDirection);
  const choose = useCallback((next: StoredDirection) => {
    writeDirection(next);
    setDirection(next);
  }, []);
  return [direction, choose];
}
