import { defineCatalog } from './define-catalog';

export const FES_CATALOG = defineCatalog('fes', []);
