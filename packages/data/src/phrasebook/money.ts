import { definePhrases } from './define-phrases';

export const MONEY_PHRASES = definePhrases('money', []);
