import { defineCatalog } from './define-catalog';

export const CHEFCHAOUEN_CATALOG = defineCatalog('chefchaouen', []);
