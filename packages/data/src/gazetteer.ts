import type { CitySlug } from '@mizan/domain/places/city';
import type { GazetteerPlace } from '@mizan/domain/places/place';
import { AGADIR_PLACES } from './gazetteer/agadir';
import { CASABLANCA_PLACES } from './gazetteer/casablanca';
import { CHEFCHAOUEN_PLACES } from './gazetteer/chefchaouen';
import { ESSAOUIRA_PLACES } from './gazetteer/essaouira';
import { FES_PLACES } from './gazetteer/fes';
import { MARRAKECH_PLACES } from './gazetteer/marrakech';
import { RABAT_PLACES } from './gazetteer/rabat';
import { TANGIER_PLACES } from './gazetteer/tangier';

/** Every city's places, keyed by city so a reader can take one city without filtering the whole list. */
export const GAZETTEER_BY_CITY: Readonly<Record<CitySlug, readonly GazetteerPlace[]>> = {
  marrakech: MARRAKECH_PLACES,
  fes: FES_PLACES,
  casablanca: CASABLANCA_PLACES,
  rabat: RABAT_PLACES,
  chefchaouen: CHEFCHAOUEN_PLACES,
  essaouira: ESSAOUIRA_PLACES,
  agadir: AGADIR_PLACES,
  tangier: TANGIER_PLACES,
};

/** The whole gazetteer: the embedded places provider searches it, the estimator resolves ids against it. */
export const GAZETTEER: readonly GazetteerPlace[] = Object.values(GAZETTEER_BY_CITY).flat();
