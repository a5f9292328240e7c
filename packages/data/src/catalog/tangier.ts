import { defineCatalog } from './define-catalog';

export const TANGIER_CATALOG = defineCatalog('tangier', []);
