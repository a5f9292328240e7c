import type { PASSWORD_MIN_LENGTH as ContractMinLength } from '@mizan/contracts/auth';

/**
 * Spec 5's minimum password length, the contract's, without its module: that module builds the sign-in
 * bodies' zod schemas, which /login would load for one number (ADR 022, 2026-11-25). Typed by the contract's
 * own literal, so a change there fails the typecheck here.
 */
export const PASSWORD_MIN_LENGTH: typeof ContractMinLength = 12;
