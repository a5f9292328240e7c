import { defineCatalog } from './define-catalog';

export const AGADIR_CATALOG = defineCatalog('agadir', []);
