import { toDarija } from './translation';
import type { TranslationRecord } from './translation';

// Only the result card, the history's rows and the large view use it: all three load after the first paint.

/**
 * What the Darija side of a record says, in the visitor's language: into Darija, the remembered phrase that
 * answered (a text is matched to a phrase worded otherwise: "Tiene agua" is the phrase "Agua, por favor"), else
 * what was said or typed (composed); from Darija, the translation.
 */
export function darijaMeaning(record: TranslationRecord): string {
  if (!toDarija(record)) return record.translation;
  return record.match?.matched ?? record.transcript;
}
