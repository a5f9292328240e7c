import { definePhrases } from './define-phrases';

export const NUMBERS_PHRASES = definePhrases('numbers', []);
