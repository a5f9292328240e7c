import type { IdentityResponse } from '@mizan/contracts/identity';
import type { Check } from '@/lib/check';
import { isObject, isOneOf, isText, isTextOrNull } from '@/lib/value-checks';

const FAILED = { success: false } as const;
const isIdentityType = isOneOf<IdentityResponse['type']>({ anonymous: true, user: true });

/**
 * The identity contract (`identityResponse`) checked by hand: /profile and /app ask for the identity on their
 * first render, and the contract's zod was 26 KB gzip of their first load (ADR 022, 2026-11-25). The answer is
 * built as an `IdentityResponse`, so a field added to, removed from or retyped in the contract fails the
 * typecheck here; identity-check.test.ts runs both checks on the same answers.
 */
export const identityCheck: Check<IdentityResponse> = {
  safeParse(value) {
    if (!isObject(value)) return FAILED;
    const { id, type, email } = value;
    if (!isText(id) || !isIdentityType(type) || !isTextOrNull(email)) return FAILED;
    const data: IdentityResponse = { id, type, email };
    return { success: true, data };
  },
};
