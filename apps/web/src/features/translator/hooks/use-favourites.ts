import { useCallback } from 'react';
import { deviceState, useDeviceState } from '../lib/device-state';
import { readFavourites, toggleFavourite } from '../lib/favourites';

const NONE: string[] = [];
const favouritesState = deviceState(readFavourites, NONE);

/** Phrasebook favourites kept on the device, newest first. */
export function useFavourites() {
  const ids = useDeviceState(favouritesState);
  const toggle = useCallback((id: string) => favouritesState.set(toggleFavourite(id)), []);
  return { ids, toggle };
}
