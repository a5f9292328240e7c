import { useCallback, useState } from 'react';
import { addToHistory, clearHistory, readHistory } from '../lib/history';
import type { TranslationRecord } from '../lib/translation';

/** The translations kept on the device (localStorage), newest first. */
export function useHistory() {
  const [entries, setEntries] = useState<TranslationRecord[]>(readHistory);
  const add = useCallback((entry: TranslationRecord) => setEntries(addToHistory(entry)), []);
  const clear = useCallback(() => {
    clearHistory();
    setEntries([]);
  }, []);
  return { entries, add, clear };
}
