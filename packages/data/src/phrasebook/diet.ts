import { definePhrases } from './define-phrases';

export const DIET_PHRASES = definePhrases('diet', []);
