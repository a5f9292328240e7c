import { definePhrases } from './define-phrases';

export const HEALTH_PHRASES = definePhrases('health', []);
