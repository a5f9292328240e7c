import { STORED_DIRECTIONS, directionOfStored } from '@mizan/contracts/translate-limits';
import type { StoredDirection, TranslationDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { translationDirectionStore } from '@/lib/storage';

// The translator's two tabs (spec 2): '{target} → darija' and 'darija → {target}', kept in localStorage
// `translationDirection` as 'target-to-darija' or 'darija-to-target' (spec 3); anything else stored there is
// ignored (spec 5) and the screen starts on the first tab.

export const STORED_DIRECTION_VALUES = Object.keys(STORED_DIRECTIONS) as StoredDirection[];
export const DEFAULT_DIRECTION: StoredDirection = 'target-to-darija';

export function isStoredDirection(value: string | null): value is StoredDirection {
  return value !== null && (STORED_DIRECTION_VALUES as readonly string[]).includes(value);
}

export function readDirection(): StoredDirection {
  const stored = translationDirectionStore.read();
  return isStoredDirection(stored) ? stored : DEFAULT_DIRECTION;
}

export function writeDirection(direction: StoredDirection): void {
  translationDirectionStore.write(direction);
}

/** The direction as the API names it (`to_darija`, `from_darija`). */
export function apiDirection(direction: StoredDirection): TranslationDirection {
  return directionOfStored(direction);
}

/** The target language as the tabs name it: each in its own language (spec 2). */
export const TARGET_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'español',
  fr: 'français',
  de: 'Deutsch',
};
