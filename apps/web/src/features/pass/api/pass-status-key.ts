/**
 * The pass status's query key, apart from its query (get-pass-status.ts): the home screen reads what the
 * query client holds before TanStack Query is loaded (app/routes/home.tsx).
 */
export const PASS_STATUS_QUERY_KEY = ['pass:status'] as const;
