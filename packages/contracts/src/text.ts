import { z } from 'zod';

/**
 * Every string a client sends: each string field of a request body or query schema starts from `text()`, never
 * from `z.string()`. It refuses U+0000, which no field has a use for and PostgreSQL's text columns reject (a 500
 * from the database otherwise, issue 12), so a NUL anywhere is a 400 naming the field, before any handler, store
 * or provider sees it. Chain the field's own rules after it: `text().trim().min(1).max(200)`.
 */
export function text() {
  return z
    .string()
    .refine((value) => !value.includes('\u0000'), 'must not contain the NUL character (U+0000)');
}
