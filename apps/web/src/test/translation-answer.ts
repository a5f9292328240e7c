/** A phrasebook answer to "Where is the train station?" as the server or the phone gives it, for the translator's tests. */
export const translationAnswer = (kind: 'exact' | 'closest' | 'composed', confidence: number) => ({
  kind: 'translation' as const,
  translation: 'fin kayna lagar?',
  darija: { ar: null, latin: 'fin kayna lagar?' },
  match: kind,
  confidence,
  matched: kind === 'composed' ? null : 'Where is the train station?',
});
