import { FEATURES } from '@mizan/domain/pass/features';
import type { Feature } from '@mizan/domain/pass/features';

/** The query t of /pay and the completion pages: a paid feature, or null for anything else. */
export function triggerFrom(value: string | null): Feature | null {
  return (FEATURES as readonly string[]).includes(value ?? '') ? (value as Feature) : null;
}
