import type { AmountUnit } from '@mizan/domain/translate/amount-unit';
import type { SaidAmount } from '@mizan/domain/translate/price-translation';
import type { Check } from '@/lib/check';
import { isLanguage } from '@/lib/i18n';
import { jsonItem } from '@/lib/storage';
import { isStoredDirection } from './direction';
import type { MemoryMatch, TranslationRecord, TranslationSource } from './translation';
import { isFiniteNumber, isObject, isOneOf, isText, isTextOrNull } from '@/lib/value-checks';

// Beyond the spec: the last translations stay on the device (localStorage `translationHistory`), so they can
// be shown again offline, and the visitor can clear them. A stored list that does not match is ignored whole.

export const HISTORY_LIMIT = 20;

const isSource = isOneOf<TranslationSource>({
  voice: true,
  browser: true,
  typed: true,
  model: true,
  phrasebook: true,
});
const isMatchKind = isOneOf<MemoryMatch['kind']>({ exact: true, closest: true, composed: true });
const isUnit = isOneOf<AmountUnit>({ dirham: true, ryal: true });

// A price reopened from the history keeps what the card says under it (what a ryal is, or that no unit was said).
function saidAmount(value: unknown): SaidAmount | undefined {
  if (!isObject(value)) return undefined;
  const { value: amount, unit, unknown } = value;
  if (!isFiniteNumber(amount) || !(unit === null || isUnit(unit)) || !isTextOrNull(unknown)) return undefined;
  return { value: amount, unit, unknown };
}

function memoryMatch(value: unknown): MemoryMatch | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { kind, confidence, matched, guessed } = value;
  if (!isMatchKind(kind)) return undefined;
  if (!isFiniteNumber(confidence) || confidence < 0 || confidence > 1 || !isTextOrNull(matched))
    return undefined;
  const amount = value.amount === undefined ? undefined : saidAmount(value.amount);
  if (value.amount !== undefined && !amount) return undefined;
  return { kind, confidence, matched, ...(guessed === true && { guessed }), ...(amount && { amount }) };
}

function translationRecord(value: unknown): TranslationRecord | undefined {
  if (!isObject(value)) return undefined;
  const { id, at, direction, language, source, transcript, translation, darija } = value;
  if (!isText(id) || id.length === 0 || !isFiniteNumber(at) || at < 0) return undefined;
  if (!isText(direction) || !isStoredDirection(direction) || !isText(language) || !isLanguage(language)) {
    return undefined;
  }
  if (!isSource(source) || !isText(transcript) || !isText(translation)) return undefined;
  if (!isObject(darija) || !isTextOrNull(darija.ar) || !isText(darija.latin)) return undefined;
  const match = memoryMatch(value.match);
  if (match === undefined) return undefined;
  return {
    id,
    at,
    direction,
    language,
    source,
    transcript,
    translation,
    darija: { ar: darija.ar, latin: darija.latin },
    match,
  };
}

/**
 * The stored list, checked by hand rather than with zod: the screen reads it on its first render, and zod would
 * be 28 KB gzip of /transcribe's first download (ADR 022). A list longer than five times the limit is refused
 * whole, as before; stored-checks.test.ts holds the zod schema it replaced and runs both on the same lists.
 */
export const historyCheck: Check<TranslationRecord[]> = {
  safeParse(value) {
    if (!Array.isArray(value) || value.length > HISTORY_LIMIT * 5) return { success: false };
    const records = value
      .map(translationRecord)
      .filter((entry): entry is TranslationRecord => entry !== undefined);
    return records.length === value.length ? { success: true, data: records } : { success: false };
  },
};

export const historyStore = jsonItem('local', 'translationHistory', historyCheck);

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
