import type { PlanPrice } from '@mizan/contracts/plans';
import { perDayPrice } from '@mizan/domain/pass/pass';
import { formatMoney } from '@/lib/format';

/** A plan's price in major units with its ISO code in capitals (the provider sends minor units, lowercase). */
export function planAmount(price: PlanPrice): { value: number; currency: string } {
  return { value: price.unit_amount / 100, currency: price.currency.toUpperCase() };
}

/** The plan's price as people read it, e.g. '€8.99'. */
export function formatPlanPrice(price: PlanPrice, lng: string): string {
  const { value, currency } = planAmount(price);
  return formatMoney(value, currency, lng);
}

/** What the plan costs a day, e.g. '€1.28' (spec 2 "Only X/day"). */
export function formatPlanPerDay(price: PlanPrice, lng: string): string {
  return formatMoney(perDayPrice(price.unit_amount, price.days), planAmount(price).currency, lng);
}
