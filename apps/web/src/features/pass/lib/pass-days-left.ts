const DAY_MS = 86_400_000;

/**
 * The days a pass ending at `expiresAt` (ISO instant) still runs at `now`, counting a part day as a day: the
 * bought length (3, 7 or 15) just after the purchase. Null when unknown, unreadable or already ended.
 */
export function passDaysLeft(expiresAt: string | null, now: number): number | null {
  if (expiresAt === null) return null;
  const left = Date.parse(expiresAt) - now;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / DAY_MS) : null;
}
