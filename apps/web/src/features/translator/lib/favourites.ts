import type { Check } from '@/lib/check';
import { jsonItem } from '@/lib/storage';
import { isText } from '@/lib/value-checks';

// Beyond the spec: phrasebook favourites stay on the device (localStorage `phrasebookFavourites`), as phrase
// ids (`<category>:<slug>`, stable). An id the phrasebook no longer has is simply never shown.

const FAVOURITE_ID = /^[a-z-]+:[a-z0-9-]+$/;
const isFavouriteId = (id: unknown): id is string => isText(id) && FAVOURITE_ID.test(id);

/** Checked by hand, not with zod: the phrasebook reads them on the screen's first render (ADR 022). */
export const favouritesCheck: Check<string[]> = {
  safeParse(value) {
    if (!Array.isArray(value) || value.length > 1000 || !value.every(isFavouriteId))
      return { success: false };
    return { success: true, data: [...value] };
  },
};

export const favouritesStore = jsonItem('local', 'phrasebookFavourites', favouritesCheck);

export function readFavourites(): string[] {
  return [...new Set(favouritesStore.read() ?? [])];
}

/** Adds or removes `id`; returns the new list (newest first). */
export function toggleFavourite(id: string): string[] {
  const current = readFavourites();
  const next = current.includes(id) ? current.filter((other) => other !== id) : [id, ...current];
  favouritesStore.write(next);
  return next;
}
