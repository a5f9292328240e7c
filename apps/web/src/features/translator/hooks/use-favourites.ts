import { useCallback, useState } from 'react';
import { readFavourites, toggleFavourite } from '../lib/favourites';

/** Phrasebook favourites kept on the device, newest first. */
export function useFavourites() {
  const [ids, setIds] = useState<string[]>(readFavourites);
  const toggle = useCallback((id: string) => setIds(toggleFavourite(id)), []);
  return { ids, toggle };
}
