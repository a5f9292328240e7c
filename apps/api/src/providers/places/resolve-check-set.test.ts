import { describe, expect, it } from 'vitest';
import { GAZETTEER } from '@mizan/data/gazetteer';
import { slugify } from '@mizan/domain/text/slug';
import { createEmbeddedPlaces } from './embedded-places';
import { KNOWN_TYPED, UNKNOWN_TYPED } from './resolve-check-set';

const places = createEmbeddedPlaces();
const resolvedId = async (typed: string) => (await places.resolve(typed))?.placeId ?? null;

describe('free-text resolution over the check set', () => {
  it('lists unknown names that no gazetteer spelling is', () => {
    const spellings = new Set(GAZETTEER.flatMap((p) => p.names.map((n) => slugify(n))));
    for (const typed of UNKNOWN_TYPED) expect(spellings.has(slugify(typed)), typed).toBe(false);
  });

  it.each(KNOWN_TYPED)('resolves %j to %s', async (typed, placeId) => {
    expect(await resolvedId(typed)).toBe(placeId);
  });

  it.each(UNKNOWN_TYPED)('does not price %j as another place', async (typed) => {
    expect(await resolvedId(typed)).toBeNull();
  });
});
