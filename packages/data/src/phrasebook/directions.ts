import { definePhrases } from './define-phrases';

export const DIRECTIONS_PHRASES = definePhrases('directions', []);
