// Round 13's check set as a test: no answer a person has not judged, and per translator and half no more wrong
// answers (a translation that says something else, the worst outcome) and no fewer right ones than measured when
// it was written (ADR 015, round 13; translator6's prices: "3tini 100 dh" and "50 dirham" read as amounts). A change that moves these figures is measured again with run.ts.
import { describe, expect, it } from 'vitest';
import type { TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { createPhrasebookTranslator } from '@mizan/data/translation-memory';
import { judge } from './judge';
import { HELD_OUT_CHECKS, TUNING_CHECKS } from './tourist-typing';
import type { TranslateCheck } from './tourist-typing';

type Half = readonly [
  name: string,
  checks: readonly TranslateCheck[],
  most: { wrong: number; right: number },
];
const TRANSLATORS: readonly (readonly [string, () => TranslationMemory, readonly Half[]])[] = [
  [
    'the phone’s phrasebook',
    createPhrasebookTranslator,
    [
      ['tuning', TUNING_CHECKS, { wrong: 0, right: 91 }],
      ['held-out', HELD_OUT_CHECKS, { wrong: 0, right: 78 }],
    ],
  ],
  [
    'the server’s phrasebook and DODa',
    createEmbeddedTranslator,
    [
      ['tuning', TUNING_CHECKS, { wrong: 2, right: 94 }],
      ['held-out', HELD_OUT_CHECKS, { wrong: 2, right: 84 }],
    ],
  ],
];

describe.each(TRANSLATORS)('a tourist’s typing, through %s', (_, create, halves) => {
  const translator = create();
  it.each(halves)('%s half: judged, wrong and right as measured', (_half, checks, { wrong, right }) => {
    const verdicts = checks.map((check) => ({ text: check.text, ...judge(translator, check) }));
    expect(verdicts.filter((v) => v.verdict === 'unjudged')).toEqual([]);
    expect(verdicts.filter((v) => v.verdict === 'wrong').length).toBeLessThanOrEqual(wrong);
    expect(verdicts.filter((v) => v.verdict === 'right').length).toBeGreaterThanOrEqual(right);
  });
});
