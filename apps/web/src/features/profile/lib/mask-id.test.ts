import { describe, expect, it } from 'vitest';
import { maskId } from './mask-id';

describe('maskId', () => {
  it.each([
    ['0b6d2a4e-91f3-4c55-8a0e-3f1c9d7e2b61', '••••••d7e2b61'],
    ['abcdefg', '••••••abcdefg'],
    ['abc', '••••••abc'],
  ])('%s -> %s', (id, shown) => expect(maskId(id)).toBe(shown));
});
