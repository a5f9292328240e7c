import { z } from 'zod';
import { jsonItem } from '@/lib/storage';

// Beyond the spec: phrasebook favourites stay on the device (localStorage `phrasebookFavourites`), as phrase
// ids (`<category>:<slug>`, stable). An id the phrasebook no longer has is simply never shown.

const favouriteIds = z.array(z.string().regex(/^[a-z-]+:[a-z0-9-]+$/)).max(1000);

export const favouritesStore = jsonItem('local', 'phrasebookFavourites', favouriteIds);

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
