import { describe, expect, it } from 'vitest';
import { translationAnswer as translation } from '@/test/translation-answer';
import { asksFurther, typedOutcome } from './translation';
import type { TranslationOutcome } from './translation';

describe('typedOutcome', () => {
  it('makes a typed record of a translation, what was typed trimmed', () => {
    const outcome = typedOutcome(
      translation('closest', 0.62),
      '  where train  ',
      'target-to-darija',
      'en',
      5,
    );
    expect(outcome).toEqual({
      record: {
        id: expect.any(String),
        at: 5,
        direction: 'target-to-darija',
        language: 'en',
        source: 'typed',
        transcript: 'where train',
        translation: 'fin kayna lagar?',
        darija: { ar: null, latin: 'fin kayna lagar?' },
        match: { kind: 'closest', confidence: 0.62, matched: 'Where is the train station?' },
      },
    });
  });

  it('keeps a refusal with what was typed', () => {
    expect(
      typedOutcome(
        { kind: 'refused', reason: 'no-match', confidence: 0.2 },
        ' gluons ',
        'darija-to-target',
        'fr',
        1,
      ),
    ).toEqual({ refused: 'no-match', transcript: 'gluons', confidence: 0.2 });
  });

  it('keeps the phrase a refusal names', () => {
    expect(
      typedOutcome(
        { kind: 'refused', reason: 'no-match', confidence: 0.53, closest: 'Quiero una plaza' },
        'Quiero una pizza con piña',
        'target-to-darija',
        'es',
        1,
      ),
    ).toMatchObject({ refused: 'no-match', closest: 'Quiero una plaza' });
  });
});

describe('asksFurther', () => {
  const of = (answer: Parameters<typeof typedOutcome>[0]): TranslationOutcome =>
    typedOutcome(answer, 'x', 'target-to-darija', 'en', 1);
  it('asks about a refusal for want of a close phrase, one naming a phrase somewhat alike too', () => {
    expect(asksFurther(of({ kind: 'refused', reason: 'no-match', confidence: 0.3 }))).toBe(true);
    expect(
      asksFurther(of({ kind: 'refused', reason: 'no-match', confidence: 0.55, closest: 'Where is it?' })),
    ).toBe(true);
  });
  it('not about an empty text, an exact phrase, a closest one, or a composed one', () => {
    expect(asksFurther(of({ kind: 'refused', reason: 'empty', confidence: 0 }))).toBe(false);
    expect(asksFurther(of(translation('exact', 1)))).toBe(false);
    expect(asksFurther(of(translation('closest', 0.7)))).toBe(false);
    expect(asksFurther(of(translation('composed', 0.5)))).toBe(false);
  });
});
