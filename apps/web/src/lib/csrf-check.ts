import type {
  CSRF_FIELD as ContractField,
  CSRF_HEADER as ContractHeader,
  CsrfResponse,
} from '@mizan/contracts/csrf';
import type { Check } from '@/lib/check';
import { isObject, isText } from '@/lib/value-checks';

// The CSRF contract's names and answer, without its module: it imports zod (its `withCsrf` builds the POST
// bodies' schemas), which a page whose first render posts (the payment's completion, ADR 022, 2026-11-25) would
// load for one string. Typed by the contract's own literals and type: a change there fails the typecheck here.

export const CSRF_HEADER: typeof ContractHeader = 'x-csrf';
export const CSRF_FIELD: typeof ContractField = 'csrf';

const FAILED = { success: false } as const;

/** `csrfResponse` checked by hand (csrf-check.test.ts runs both checks on the same answers). */
export const csrfCheck: Check<CsrfResponse> = {
  safeParse(value) {
    if (!isObject(value) || !isText(value.csrf)) return FAILED;
    const data: CsrfResponse = { csrf: value.csrf };
    return { success: true, data };
  },
};
