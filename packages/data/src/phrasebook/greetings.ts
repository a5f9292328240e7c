import { definePhrases } from './define-phrases';

export const GREETINGS_PHRASES = definePhrases('greetings', []);
