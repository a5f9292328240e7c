import { useCallback } from 'react';
import { deviceState, useDeviceState } from '../lib/device-state';
import { addToHistory, clearHistory, readHistory } from '../lib/history';
import type { TranslationRecord } from '../lib/translation';

const NONE: TranslationRecord[] = [];
const historyState = deviceState(readHistory, NONE);

/** The translations kept on the device (localStorage), newest first. */
export function useHistory() {
  const entries = useDeviceState(historyState);
  const add = useCallback((entry: TranslationRecord) => historyState.set(addToHistory(entry)), []);
  const clear = useCallback(() => {
    clearHistory();
    historyState.set(NONE);
  }, []);
  return { entries, add, clear };
}
