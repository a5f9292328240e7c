import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import type { Check } from '@/lib/check';

const FAILED = { success: false } as const;

/**
 * The pass status contract (`passStatusResponse`, zod/mini) checked by hand: the status is asked for on the
 * first render of `/` and the taxi page, and the contract's zod would be 15.6 KB gzip of their first
 * download (ADR 022); the completion page polls it and reads the checkout's confirmation with it, its first
 * render going without zod too (2026-11-25). The answer is built as a `PassStatusResponse`, so a field added to, removed from or
 * retyped in the contract fails the typecheck here; pass-status-check.test.ts runs both checks on the same
 * answers.
 */
export const passStatusCheck: Check<PassStatusResponse> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return FAILED;
    const { active, passExpiresAt } = value as Record<string, unknown>;
    if (typeof active !== 'boolean') return FAILED;
    if (passExpiresAt !== null && typeof passExpiresAt !== 'string') return FAILED;
    const data: PassStatusResponse = { active, passExpiresAt };
    return { success: true, data };
  },
};
