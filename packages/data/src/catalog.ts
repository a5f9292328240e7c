import type { CitySlug } from '@mizan/domain/places/city';
import type { CatalogPlace } from '@mizan/domain/planner/catalog-place';
import { AGADIR_CATALOG } from './catalog/agadir';
import { CASABLANCA_CATALOG } from './catalog/casablanca';
import { CHEFCHAOUEN_CATALOG } from './catalog/chefchaouen';
import { ESSAOUIRA_CATALOG } from './catalog/essaouira';
import { FES_CATALOG } from './catalog/fes';
import { MARRAKECH_CATALOG } from './catalog/marrakech';
import { RABAT_CATALOG } from './catalog/rabat';
import { TANGIER_CATALOG } from './catalog/tangier';

/** The places the trip planner plans with, and the embedded place-details provider answers from. */
export const CATALOG_BY_CITY: Readonly<Record<CitySlug, readonly CatalogPlace[]>> = {
  marrakech: MARRAKECH_CATALOG,
  fes: FES_CATALOG,
  casablanca: CASABLANCA_CATALOG,
  rabat: RABAT_CATALOG,
  chefchaouen: CHEFCHAOUEN_CATALOG,
  essaouira: ESSAOUIRA_CATALOG,
  agadir: AGADIR_CATALOG,
  tangier: TANGIER_CATALOG,
};

export const CATALOG: readonly CatalogPlace[] = Object.values(CATALOG_BY_CITY).flat();
