// Smart Pass arithmetic (spec 3, 9): a pass runs for whole days from the moment the provider says it was
// paid, and the pay page shows each plan's price per day.

export const DAY_MS = 86_400_000;

/** Epoch ms at which a pass paid at `paidAtMs` stops: exactly `days` x 24 h later. */
export function passExpiresAt(paidAtMs: number, days: number): number {
  if (!Number.isInteger(days) || days <= 0)
    throw new RangeError(`days must be a positive integer, got ${days}`);
  return paidAtMs + days * DAY_MS;
}

export interface PassWindow {
  expiresAtMs: number;
  deactivatedAtMs: number | null;
}

/** Active until the expiry instant (excluded), unless its owner deactivated it. */
export function isPassActive(pass: PassWindow, nowMs: number): boolean {
  return pass.deactivatedAtMs === null && nowMs < pass.expiresAtMs;
}

/**
 * 'Only X/day': the plan price (minor units) divided by its days, in major units rounded to 2 decimals.
 * Computed on integers so 899 / 7 gives 1.28, not a float artefact.
 */
export function perDayPrice(unitAmountMinor: number, days: number): number {
  if (!Number.isInteger(unitAmountMinor) || unitAmountMinor < 0) {
    throw new RangeError(`unit amount must be a non-negative integer of minor units, got ${unitAmountMinor}`);
  }
  if (!Number.isInteger(days) || days <= 0)
    throw new RangeError(`days must be a positive integer, got ${days}`);
  return Math.round(unitAmountMinor / days) / 100;
}
