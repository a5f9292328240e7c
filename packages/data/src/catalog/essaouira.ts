import { defineCatalog } from './define-catalog';

export const ESSAOUIRA_CATALOG = defineCatalog('essaouira', []);
