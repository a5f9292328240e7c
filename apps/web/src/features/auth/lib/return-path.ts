/**
 * Where to go after signing in: the `next` query when it is a path of this app (never another site, never
 * back to /login), else the protected page.
 */
export function returnPathFrom(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/app';
  if (/^\/login(?:[/?#]|$)/.test(next)) return '/app';
  return next;
}
