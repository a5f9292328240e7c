import { describe, expect, it } from 'vitest';
import { createTranslationMemory, type MemoryEntry } from './translation-memory';
import { typedAnswer } from './typed-answer';

const ENTRIES: MemoryEntry[] = [
  {
    id: 'directions:train-station',
    text: { en: 'Where is the train station?', fr: 'Où est la gare ?' },
    darija: { ar: 'فين كاينة لاكار؟', latin: 'fin kayna lagar?' },
  },
  // A DODa-like row: English and chat letters only.
  { id: 'doda:1', text: { en: 'I am very tired' }, darija: { latin: 'ana 3iyan bzzaf' } },
];
const memory = createTranslationMemory(ENTRIES);
const byId = new Map(ENTRIES.map((entry) => [entry.id, entry.darija]));
const darijaOf = (id: string) => byId.get(id);

describe('typedAnswer', () => {
  it('into Darija: both scripts of a phrasebook phrase, the Arabic script as the translation', () => {
    const text = 'Where is the train station?';
    const direction = { from: 'en', to: 'darija' } as const;
    expect(typedAnswer(memory.translate(text, direction), text, direction, darijaOf)).toEqual({
      kind: 'translation',
      translation: 'فين كاينة لاكار؟',
      darija: { ar: 'فين كاينة لاكار؟', latin: 'fin kayna lagar?' },
      match: 'exact',
      confidence: 1,
      matched: 'Where is the train station?',
    });
  });

  it('into Darija from a row with chat letters only: no Arabic script, the Latin letters as the translation', () => {
    const text = 'I am very tired';
    const direction = { from: 'en', to: 'darija' } as const;
    expect(typedAnswer(memory.translate(text, direction), text, direction, darijaOf)).toMatchObject({
      kind: 'translation',
      translation: 'ana 3iyan bzzaf',
      darija: { ar: null, latin: 'ana 3iyan bzzaf' },
    });
  });

  it("from Darija: the matched phrase's two scripts, whichever script was typed", () => {
    const direction = { from: 'darija', to: 'fr' } as const;
    for (const text of ['fin kayna lagar', 'فين كاينة لاكار']) {
      expect(typedAnswer(memory.translate(text, direction), text, direction, darijaOf)).toMatchObject({
        kind: 'translation',
        translation: 'Où est la gare ?',
        darija: { ar: 'فين كاينة لاكار؟', latin: 'fin kayna lagar?' },
      });
    }
  });

  it('from Darija with no known phrase behind the answer: the text as typed, in its script', () => {
    const outcome = {
      translation: {
        text: 'Tired',
        darija: null,
        match: 'composed' as const,
        confidence: 0.6,
        matched: null,
        parts: [],
      },
    };
    const direction = { from: 'darija', to: 'en' } as const;
    expect(typedAnswer(outcome, ' 3iyan ', direction, darijaOf)).toMatchObject({
      darija: { ar: null, latin: '3iyan' },
      matched: null,
    });
    expect(typedAnswer(outcome, 'عيان', direction, darijaOf)).toMatchObject({
      darija: { ar: 'عيان', latin: '' },
    });
  });

  it('says when a composition took a word for one spelled like it, and only then', () => {
    const composed = (guessed: boolean) => ({
      translation: {
        text: 'I want tea',
        darija: null,
        match: 'composed' as const,
        confidence: guessed ? 0.12 : 0.35,
        matched: null,
        parts: [
          { source: 'bghit', target: 'I want', guessed: false },
          { source: 'atayy', target: 'tea', guessed },
        ],
      },
    });
    const direction = { from: 'darija', to: 'en' } as const;
    expect(typedAnswer(composed(true), 'bghit atayy', direction, darijaOf)).toMatchObject({
      match: 'composed',
      confidence: 0.12,
      guessed: true,
    });
    expect(typedAnswer(composed(false), 'bghit atay', direction, darijaOf)).not.toHaveProperty('guessed');
  });

  it('a refusal keeps its reason and confidence', () => {
    const direction = { from: 'en', to: 'darija' } as const;
    expect(typedAnswer(memory.translate('?!', direction), '?!', direction, darijaOf)).toEqual({
      kind: 'refused',
      reason: 'empty',
      confidence: 0,
    });
    const far = typedAnswer(
      memory.translate('The weather is lovely today', direction),
      'The weather is lovely today',
      direction,
      darijaOf,
    );
    expect(far).toMatchObject({ kind: 'refused', reason: 'no-match' });
  });

  it('a closest phrase under the closest likeness is a refusal that names it, not a translation', () => {
    const weak = {
      translation: {
        text: 'bghit blasa wa7da',
        darija: { latin: 'bghit blasa wa7da', ar: 'بغيت بلاصة وحدة' },
        match: 'closest' as const,
        confidence: 0.53,
        matched: { id: 'taxi:one-seat', text: 'Quiero una plaza' },
        parts: [],
      },
    };
    const direction = { from: 'es', to: 'darija' } as const;
    expect(typedAnswer(weak, 'Quiero una pizza con piña', direction, darijaOf)).toEqual({
      kind: 'refused',
      reason: 'no-match',
      confidence: 0.53,
      closest: 'Quiero una plaza',
    });
    const near = { translation: { ...weak.translation, confidence: 0.7 } };
    expect(typedAnswer(near, 'Quiero una plaza ya', direction, darijaOf)).toMatchObject({
      kind: 'translation',
      match: 'closest',
    });
  });

  it('from Darija, a refusal naming a Darija phrase says what that phrase means in the visitor language', () => {
    const weak = {
      translation: {
        text: 'Turn on the meter, please',
        darija: null,
        match: 'closest' as const,
        confidence: 0.6,
        matched: { id: 'taxi:turn-on-the-meter', text: 'خدّم الكونتور عافاك' },
        parts: [],
      },
    };
    const direction = { from: 'darija', to: 'en' } as const;
    expect(typedAnswer(weak, 'الكونتور خدام', direction, darijaOf)).toEqual({
      kind: 'refused',
      reason: 'no-match',
      confidence: 0.6,
      closest: 'خدّم الكونتور عافاك',
      closestMeaning: 'Turn on the meter, please',
    });
  });

  it('carries the price a Darija text says', () => {
    const direction = { from: 'darija', to: 'en' } as const;
    const text = 'mitin derham';
    expect(typedAnswer(memory.translate(text, direction), text, direction, darijaOf)).toMatchObject({
      kind: 'translation',
      translation: '200 dirhams',
      darija: { ar: null, latin: 'mitin derham' },
      amount: { value: 200, unit: 'dirham', unknown: null },
    });
  });

  it('a price with a phrase for the other words keeps the text typed as its Darija, not that phrase', () => {
    const direction = { from: 'darija', to: 'en' } as const;
    const text = 'ana 3iyan bzzaf mitin derham';
    expect(typedAnswer(memory.translate(text, direction), text, direction, darijaOf)).toMatchObject({
      translation: 'I am very tired: 200 dirhams',
      darija: { ar: null, latin: text },
    });
  });
});
