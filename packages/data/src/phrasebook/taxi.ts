import { definePhrases } from './define-phrases';

export const TAXI_PHRASES = definePhrases('taxi', []);
