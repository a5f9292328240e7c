import { useSyncExternalStore } from 'react';
import { localIsoDate } from '../lib/wizard-form';

const noChanges = () => () => undefined;
const today = () => localIsoDate(new Date());
const unknownDay = () => '';

/** Today in the browser's zone ('YYYY-MM-DD'); '' while a page rendered ahead of time hydrates (its day was the build's). */
export function useToday(): string {
  return useSyncExternalStore(noChanges, today, unknownDay);
}
