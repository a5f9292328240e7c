import type { PlanPrice } from '@mizan/contracts/plans';
import { checkoutContentStore } from '@/lib/stored-records';

// Ad tracking (spec 7): events go to a third-party pixel only if the page has one (`window.ttq`); without
// one nothing is sent anywhere. The pay page saves what was offered (session storage "saved checkout
// content record") so the completion page, after the provider's redirect, can report the purchase.

interface Pixel {
  track(event: string, properties?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    ttq?: Pixel;
  }
}

function send(event: string, properties: Record<string, unknown>): void {
  try {
    window.ttq?.track(event, properties);
  } catch {
    // A broken third-party script must never break the checkout.
  }
}

/** The chosen plan is on show: remember it and report ViewContent. */
export function trackPlanViewed(planName: string, price: PlanPrice): void {
  const value = price.unit_amount / 100;
  const record = {
    contents: [{ content_id: price.id, content_type: 'product', content_name: planName, price: value }],
    value,
    currency: price.currency.toUpperCase(),
  };
  checkoutContentStore.write(record);
  send('ViewContent', record);
}

/** The pass is active: report the purchase of what the pay page offered, once. */
export function trackPurchase(): void {
  const record = checkoutContentStore.read();
  if (!record) return;
  checkoutContentStore.remove();
  send('Purchase', record);
  send('CompletePayment', record);
}
