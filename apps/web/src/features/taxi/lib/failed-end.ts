import type { ServerReason } from '@/lib/api-client';

/** The field an estimate's refusal is about: the end whose address nothing matches (ADR 010), else null. */
export function failedEnd(reason: ServerReason): 'departure' | 'arrival' | null {
  if (reason.code === 'departure_not_found') return 'departure';
  if (reason.code === 'arrival_not_found') return 'arrival';
  return null;
}
