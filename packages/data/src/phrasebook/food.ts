import { definePhrases } from './define-phrases';

export const FOOD_PHRASES = definePhrases('food', []);
