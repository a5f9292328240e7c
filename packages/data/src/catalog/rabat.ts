import { defineCatalog } from './define-catalog';

export const RABAT_CATALOG = defineCatalog('rabat', []);
