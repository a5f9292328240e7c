import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Fès', 'fes'],
    ['Jemaa el-Fna', 'jemaa-el-fna'],
    ['  Place  Mohammed V ', '-place-mohammed-v-'],
    ["Bab Bou Jeloud (Porte bleue)", 'bab-bou-jeloud-porte-bleue'],
    ['Marrakech Ménara', 'marrakech-menara'],
    ['مراكش', ''],
  ])('%s -> %s', (input, expected) => expect(slugify(input)).toBe(expected));
});
