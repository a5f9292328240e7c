import { defineCatalog } from './define-catalog';

export const MARRAKECH_CATALOG = defineCatalog('marrakech', []);
