// translator6's prices said in Darija as a test: no answer a person has not judged, and per translator and half no
// more wrong answers and no fewer right ones than measured when the reading of amounts was written (ADR 015,
// translator6). A change that moves these figures is measured again with run.ts.
import { describe, expect, it } from 'vitest';
import type { TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { createPhrasebookTranslator } from '@mizan/data/translation-memory';
import { PRICE_HELD_OUT_CHECKS, PRICE_TUNING_CHECKS } from './darija-prices';
import type { PriceCheck } from './darija-prices';
import { judgePrice } from './judge';

type Half = readonly [name: string, checks: readonly PriceCheck[], most: { wrong: number; right: number }];
// Right counts the answers with the other words named as not understood: the amount is right, nothing is wrong.
const TRANSLATORS: readonly (readonly [string, () => TranslationMemory, readonly Half[]])[] = [
  [
    'the phone’s phrasebook',
    createPhrasebookTranslator,
    [
      ['tuning', PRICE_TUNING_CHECKS, { wrong: 0, right: 21 }],
      ['held-out', PRICE_HELD_OUT_CHECKS, { wrong: 0, right: 20 }],
    ],
  ],
  [
    'the server’s phrasebook and DODa',
    createEmbeddedTranslator,
    [
      ['tuning', PRICE_TUNING_CHECKS, { wrong: 0, right: 21 }],
      ['held-out', PRICE_HELD_OUT_CHECKS, { wrong: 1, right: 20 }],
    ],
  ],
];

describe.each(TRANSLATORS)('prices said in Darija, through %s', (_, create, halves) => {
  const translator = create();
  it.each(halves)('%s half: judged, wrong and right as measured', (_half, checks, { wrong, right }) => {
    const verdicts = checks.map((check) => ({ text: check.text, ...judgePrice(translator, check) }));
    expect(verdicts.filter((v) => v.verdict === 'unjudged')).toEqual([]);
    expect(verdicts.filter((v) => v.verdict === 'wrong').length).toBeLessThanOrEqual(wrong);
    expect(verdicts.filter((v) => v.verdict.startsWith('right')).length).toBeGreaterThanOrEqual(right);
  });
});
