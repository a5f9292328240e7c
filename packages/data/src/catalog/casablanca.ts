import { defineCatalog } from './define-catalog';

export const CASABLANCA_CATALOG = defineCatalog('casablanca', []);
