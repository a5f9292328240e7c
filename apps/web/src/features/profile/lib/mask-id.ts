const VISIBLE = 7;
const MASK = '••••••';

/** Spec 2 "Profile": only the last 7 characters of the id show, behind a mask prefix. */
export function maskId(id: string): string {
  return `${MASK}${id.slice(-VISIBLE)}`;
}
