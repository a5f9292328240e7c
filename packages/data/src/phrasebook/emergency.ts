import { definePhrases } from './define-phrases';

export const EMERGENCY_PHRASES = definePhrases('emergency', []);
