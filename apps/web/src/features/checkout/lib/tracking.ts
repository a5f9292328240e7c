import type { PlanPrice } from '@mizan/contracts/plans';
import { whenSettled } from '@/lib/when-settled';
import { planAmount } from './plan-price';

// Ad tracking (spec 7): events go to a third-party pixel only if the page has one (`window.ttq`); without
// one nothing is sent anywhere. The pay page saves what was offered (session storage "saved checkout
// content record") so the completion page, after the provider's redirect, can report the purchase
// (purchase-tracking.ts, a module of its own: the pay page's first load goes without it).

interface Pixel {
  track(event: string, properties?: Record<string, unknown>): void;
  identify?(properties: Record<string, string>): void;
}

// The record's schema is classic zod (lib/stored-records), which /pay's first load goes without (ADR 022, sixth
// pass): the pay page saves the record once the page has settled (the checkout's own contracts load classic zod
// by then anyway), every later save at once and in order. Paying takes longer than the settling.
export const contentStore = () => import('@/lib/stored-records').then((records) => records.checkoutContentStore);
let settledStore: ReturnType<typeof contentStore> | null = null;
const storeOnceSettled = () =>
  (settledStore ??= new Promise<void>((resolve) => whenSettled(resolve)).then(contentStore));

declare global {
  interface Window {
    ttq?: Pixel;
  }
}

export function send(event: string, properties: Record<string, unknown>): void {
  try {
    window.ttq?.track(event, properties);
  } catch {
    // A broken third-party script must never break the checkout.
  }
}

/** The chosen plan is on show: remember it and report ViewContent. */
export function trackPlanViewed(planName: string, price: PlanPrice): void {
  const { value, currency } = planAmount(price);
  const record = {
    contents: [{ content_id: price.id, content_type: 'product', content_name: planName, price: value }],
    value,
    currency,
  };
  void storeOnceSettled().then((store) => store.write(record));
  send('ViewContent', record);
}
