/**
 * The spec's slug normaliser (spec 5): lowercase, strip accents, spaces to hyphens, keep only a-z, 0-9 and
 * hyphens. Used for city keys and accent-insensitive matching.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
