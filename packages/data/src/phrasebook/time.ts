import { definePhrases } from './define-phrases';

export const TIME_PHRASES = definePhrases('time', []);
