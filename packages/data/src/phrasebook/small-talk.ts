import { definePhrases } from './define-phrases';

export const SMALL_TALK_PHRASES = definePhrases('small-talk', []);
