/**
 * What an API answer or a stored record is checked with: any zod schema, classic or mini. The start page's
 * contract (the pass status) is written with zod/mini, so classic zod stays off a first visit's downloads.
 */
export interface Check<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}
