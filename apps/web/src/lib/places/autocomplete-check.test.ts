import { describe, expect, it } from 'vitest';
import { autocompleteResponse } from '@mizan/contracts/taxi';
import { autocompleteCheck } from './autocomplete-check';

// The hand check and the contract must agree on every answer: valid ones, each field wrong in turn, extra
// fields (dropped by both), arrays where objects go and things that are not objects.
const place = { description: 'Jemaa el-Fna, Marrakech', placeId: 'marrakech:jemaa-el-fna' };
const ANSWERS: unknown[] = [
  { predictions: [] },
  { predictions: [place] },
  { predictions: [place, { description: 'Gare de Marrakech', placeId: 'marrakech:gare' }] },
  { predictions: [{ ...place, city: 'Marrakech' }], source: 'gazetteer' },
  { predictions: [{ description: '', placeId: '' }] },
  { predictions: [{ description: 'Jemaa el-Fna' }] },
  { predictions: [{ placeId: 'marrakech:jemaa-el-fna' }] },
  { predictions: [{ description: 42, placeId: 'x' }] },
  { predictions: [{ description: 'x', placeId: null }] },
  { predictions: [place, null] },
  { predictions: [place, 'Gare'] },
  { predictions: [[place.description, place.placeId]] },
  { predictions: { 0: place } },
  { predictions: null },
  { predictions: 'none' },
  {},
  [],
  [place],
  null,
  undefined,
  'predictions',
  0,
];

describe('autocompleteCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with the contract on %s',
    (_label, answer) => {
      const contract = autocompleteResponse.safeParse(answer);
      const hand = autocompleteCheck.safeParse(answer);
      expect(hand.success).toBe(contract.success);
      if (hand.success && contract.success) expect(hand.data).toEqual(contract.data);
    },
  );

  it('accepts an answer the server sends, without its extra fields', () => {
    expect(autocompleteCheck.safeParse({ predictions: [{ ...place, city: 'Marrakech' }] })).toEqual({
      success: true,
      data: { predictions: [place] },
    });
  });
});
