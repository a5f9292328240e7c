import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '@mizan/domain/text/language';
import { AMOUNT_UNITS } from '@mizan/domain/translate/amount-unit';
import type { Check } from '@/lib/check';
import { favouritesCheck } from './favourites';
import { HISTORY_LIMIT, historyCheck } from './history';
import { pendingTypedCheck } from './pending-typed';

// What the translator keeps on the device is checked by hand (no zod on the screen's first download, ADR 022).
// These are the zod schemas the hand checks replaced: both must agree on every stored value, valid or not.

const direction = z.enum(['target-to-darija', 'darija-to-target']);
const historySchema = z
  .array(
    z.object({
      id: z.string().min(1),
      at: z.number().finite().nonnegative(),
      direction,
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
          amount: z
            .object({
              value: z.number().finite(),
              unit: z.enum(AMOUNT_UNITS).nullable(),
              unknown: z.string().nullable(),
            })
            .optional(),
        })
        .nullable(),
    }),
  )
  .max(HISTORY_LIMIT * 5);
const favouritesSchema = z.array(z.string().regex(/^[a-z-]+:[a-z0-9-]+$/)).max(1000);
const pendingSchema = z.object({ text: z.string().min(1), direction, language: z.enum(LANGUAGES) });

const NOT_OBJECTS: unknown[] = [null, undefined, 'text', 42, true, [], [1], {}];

const record = {
  id: 'm1x-1',
  at: 1_700_000_000_000,
  direction: 'target-to-darija',
  language: 'en',
  source: 'typed',
  transcript: 'thank you',
  translation: 'شكرا',
  darija: { ar: 'شكرا', latin: 'shukran' },
  match: { kind: 'exact', confidence: 1, matched: 'thank you' },
};
const RECORDS: unknown[] = [
  record,
  { ...record, match: null },
  { ...record, darija: { ar: null, latin: 'bslama' } },
  { ...record, direction: 'darija-to-target', language: 'de', source: 'voice' },
  { ...record, at: 0, transcript: '', translation: '' },
  { ...record, extra: true, darija: { ar: 'x', latin: 'y', extra: 1 } },
  { ...record, match: { kind: 'composed', confidence: 0, matched: null, extra: 2 } },
  { ...record, id: '' },
  { ...record, id: 3 },
  { ...record, at: -1 },
  { ...record, at: '1' },
  { ...record, at: null },
  { ...record, direction: 'to_darija' },
  { ...record, language: 'ar' },
  { ...record, language: undefined },
  { ...record, source: 'server' },
  { ...record, source: 'toString' },
  { ...record, transcript: null },
  { ...record, translation: 1 },
  { ...record, darija: null },
  { ...record, darija: { ar: 'x' } },
  { ...record, darija: { latin: 'x' } },
  { ...record, darija: ['x', 'y'] },
  { ...record, match: undefined },
  { ...record, match: { kind: 'fuzzy', confidence: 0.5, matched: null } },
  { ...record, match: { kind: 'closest', confidence: 1.5, matched: null } },
  { ...record, match: { kind: 'closest', confidence: -0.1, matched: null } },
  { ...record, match: { kind: 'closest', confidence: '0.5', matched: null } },
  { ...record, match: { kind: 'closest', confidence: 0.5 } },
  { ...record, match: [] },
  ...[
    { value: 1000, unit: 'ryal', unknown: null },
    { value: 100, unit: null, unknown: 'hadi' },
    { value: 50, unit: 'dirham', unknown: null, extra: 1 },
    { value: 50, unit: 'euro', unknown: null },
    { value: '50', unit: 'dirham', unknown: null },
    { value: 50, unit: 'dirham' },
    { value: 50, unit: 'dirham', unknown: 3 },
    null,
  ].map((amount) => ({
    ...record,
    direction: 'darija-to-target',
    match: { kind: 'exact', confidence: 1, matched: null, amount },
  })),
  ...NOT_OBJECTS,
];

const HISTORIES: unknown[] = [
  ...RECORDS.map((entry) => [entry]),
  [record, { ...record, id: 'm1x-2' }],
  [record, { ...record, id: '' }],
  Array.from({ length: HISTORY_LIMIT * 5 }, (_, n) => ({ ...record, id: `id-${n}` })),
  Array.from({ length: HISTORY_LIMIT * 5 + 1 }, (_, n) => ({ ...record, id: `id-${n}` })),
  ...NOT_OBJECTS,
  { 0: record, length: 1 },
];

const FAVOURITES: unknown[] = [
  ['greetings:hello', 'taxi:how-much-2'],
  ['greetings:hello', 'greetings:hello'],
  ['Greetings:hello'],
  ['greetings:hello world'],
  ['greetings'],
  ['greetings:hello', 3],
  [null],
  Array.from({ length: 1000 }, (_, n) => `a:${n}`),
  Array.from({ length: 1001 }, (_, n) => `a:${n}`),
  ...NOT_OBJECTS,
];

const ask = { text: 'where is the station', direction: 'target-to-darija', language: 'fr' };
const PENDING: unknown[] = [
  ask,
  { ...ask, direction: 'darija-to-target', extra: 1 },
  { ...ask, text: '' },
  { ...ask, text: 1 },
  { ...ask, direction: 'from_darija' },
  { ...ask, language: 'ar' },
  { text: 'hi', direction: 'target-to-darija' },
  ...NOT_OBJECTS,
];

function agree<T>(name: string, hand: Check<T>, schema: z.ZodType, values: unknown[]) {
  describe(name, () => {
    it.each(values.map((value) => [(JSON.stringify(value) ?? String(value)).slice(0, 120), value]))(
      'agrees with the zod schema on %s',
      (_label, value) => {
        const expected = schema.safeParse(value);
        const actual = hand.safeParse(value);
        expect(actual.success).toBe(expected.success);
        if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
      },
    );
  });
}

agree('historyCheck', historyCheck, historySchema, HISTORIES);
agree('favouritesCheck', favouritesCheck, favouritesSchema, FAVOURITES);
agree('pendingTypedCheck', pendingTypedCheck, pendingSchema, PENDING);
