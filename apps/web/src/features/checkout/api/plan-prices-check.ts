import type { PlanPrice, PlanPricesResponse } from '@mizan/contracts/plans';
import type { Check } from '@/lib/check';
import { isObject } from '@/lib/value-checks';

const FAILED = { success: false } as const;

const PLAN_IDS: readonly PlanPrice['id'][] = ['3DAYPASS', '7DAYPASS', '15DAYPASS'];
const PLAN_DAYS: readonly PlanPrice['days'][] = [3, 7, 15];

function planPrice(value: unknown): PlanPrice | null {
  if (!isObject(value)) return null;
  const { unit_amount, currency, id, days, most_popular } = value;
  if (typeof unit_amount !== 'number' || !Number.isSafeInteger(unit_amount) || unit_amount < 0) return null;
  if (typeof currency !== 'string') return null;
  if (!PLAN_IDS.includes(id as PlanPrice['id'])) return null;
  if (!PLAN_DAYS.includes(days as PlanPrice['days'])) return null;
  if (typeof most_popular !== 'boolean') return null;
  return {
    unit_amount,
    currency,
    id: id as PlanPrice['id'],
    days: days as PlanPrice['days'],
    most_popular,
  };
}

/**
 * The plan prices' contract (`planPricesResponse`, zod/mini) checked by hand, as the pass status is
 * (lib/pass-status-check.ts): /pay asks for the prices once hydrated and reads its session cache
 * with this check, and the contract would bring zod's core (15.6 KB gzip) onto the page's first load (ADR 022).
 * The answer is built as a `PlanPricesResponse`, so a field added to, removed from or retyped in the contract
 * fails the typecheck here; plan-prices-check.test.ts runs both checks on the same answers.
 */
export const planPricesCheck: Check<PlanPricesResponse> = {
  safeParse(value) {
    if (!isObject(value) || !isObject(value.plans)) return FAILED;
    const four = planPrice(value.plans['4day']);
    const ten = planPrice(value.plans['10day']);
    const fifteen = planPrice(value.plans['15day']);
    if (!four || !ten || !fifteen) return FAILED;
    const data: PlanPricesResponse = { plans: { '4day': four, '10day': ten, '15day': fifteen } };
    return { success: true, data };
  },
};
