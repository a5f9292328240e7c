// Paid features and their free allowances (spec 6 and 9). A pass holder is never counted.
export const FEATURES = ['translate', 'taxi-estimate', 'taxi-meter'] as const;
export type Feature = (typeof FEATURES)[number];

export const FREE_USES: Record<Feature, number> = {
  translate: 3,
  'taxi-estimate': 1,
  'taxi-meter': 0,
};

/** The meter is not counted in uses: a non-holder may run it for 3 minutes (spec 9). */
export const METER_FREE_RUN_MS = 180_000;

export type AccessReason = 'pass' | 'free' | 'exhausted';
export interface AccessDecision {
  allowed: boolean;
  remaining: number;
  reason: AccessReason;
}

/** What the paywall decides for a visitor who has already used `used` free uses of `feature`. */
export function decideAccess(feature: Feature, passActive: boolean, used: number): AccessDecision {
  const allowance = FREE_USES[feature];
  if (passActive) return { allowed: true, remaining: allowance, reason: 'pass' };
  if (used < allowance) return { allowed: true, remaining: allowance - used - 1, reason: 'free' };
  return { allowed: false, remaining: 0, reason: 'exhausted' };
}
