import { describe, expect, it, vi } from 'vitest';
import { createBoundedMemo } from './bounded-memo';

describe('bounded memo', () => {
  it('computes a key once and answers the same value afterwards', () => {
    const memo = createBoundedMemo<{ n: number }>(10);
    const compute = vi.fn(() => ({ n: 1 }));
    const first = memo.get('a', compute);
    expect(memo.get('a', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps each key apart', () => {
    const memo = createBoundedMemo<string>(10);
    expect(memo.get('a', () => 'A')).toBe('A');
    expect(memo.get('b', () => 'B')).toBe('B');
    expect(memo.get('a', () => 'other')).toBe('A');
  });

  it('never holds more than its bound, evicting the least recently used key', () => {
    const memo = createBoundedMemo<string>(3);
    for (const key of ['a', 'b', 'c']) memo.get(key, () => key);
    memo.get('a', () => 'recomputed'); // a is now the most recently used; b the least
    memo.get('d', () => 'd');
    expect(memo.size).toBe(3);
    expect(memo.get('a', () => 'recomputed')).toBe('a');
    expect(memo.get('c', () => 'recomputed')).toBe('c');
    expect(memo.get('b', () => 'recomputed')).toBe('recomputed');
    expect(memo.size).toBe(3);
  });

  it('remembers nothing when the computation throws', () => {
    const memo = createBoundedMemo<string>(3);
    expect(() =>
      memo.get('a', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(memo.size).toBe(0);
    expect(memo.get('a', () => 'A')).toBe('A');
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => createBoundedMemo(0)).toThrow(RangeError);
    expect(() => createBoundedMemo(1.5)).toThrow(RangeError);
  });
});
