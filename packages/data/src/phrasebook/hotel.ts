import { definePhrases } from './define-phrases';

export const HOTEL_PHRASES = definePhrases('hotel', []);
