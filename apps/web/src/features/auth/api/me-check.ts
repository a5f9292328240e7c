import type { MeResponse } from '@mizan/contracts/auth';
import type { Check } from '@/lib/check';
import { isObject, isText } from '@/lib/value-checks';

const FAILED = { success: false } as const;

/**
 * The signed-in user's contract (`meResponse`) checked by hand: /app asks for it on its first render and the
 * sign-in answers with it, and the contract's zod was 26 KB gzip of /app's and /login's first load (ADR 022,
 * 2026-11-25). Built as a `MeResponse`, so a change to the contract fails the typecheck here; me-check.test.ts
 * runs both checks on the same answers.
 */
export const meCheck: Check<MeResponse> = {
  safeParse(value) {
    if (!isObject(value)) return FAILED;
    const { id, email } = value;
    if (!isText(id) || !isText(email)) return FAILED;
    const data: MeResponse = { id, email };
    return { success: true, data };
  },
};
