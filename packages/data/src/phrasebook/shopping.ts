import { definePhrases } from './define-phrases';

export const SHOPPING_PHRASES = definePhrases('shopping', []);
