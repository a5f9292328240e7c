import type { PlanPrice } from '@mizan/contracts/plans';
import { whenSettled } from '@/lib/when-settled';
import { planAmount } from './plan-price';

// Ad tracking (spec 7): events go to a third-party pixel only if the page has one (`window.ttq`); without
// one nothing is sent anywhere. The pay page saves what was offered (session storage "saved checkout
// content record") so the completion page, after the provider's redirect, can report the purchase.

interface Pixel {
  track(event: string, properties?: Record<string, unknown>): void;
  identify?(properties: Record<string, string>): void;
}

/** Who bought, as the pixel may know it: only SHA-256 hashes leave the page (spec 7). */
export interface TrackedVisitor {
  id: string;
  email: string | null;
}

// The record's schema is classic zod (lib/stored-records), which /pay's first load goes without (ADR 022, sixth
// pass): the pay page saves the record once the page has settled (the checkout's own contracts load classic zod
// by then anyway), every later save at once and in order. Paying takes longer than the settling.
const contentStore = () => import('@/lib/stored-records').then((records) => records.checkoutContentStore);
let settledStore: ReturnType<typeof contentStore> | null = null;
const storeOnceSettled = () =>
  (settledStore ??= new Promise<void>((resolve) => whenSettled(resolve)).then(contentStore));

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
  const { value, currency } = planAmount(price);
  const record = {
    contents: [{ content_id: price.id, content_type: 'product', content_name: planName, price: value }],
    value,
    currency,
  };
  void storeOnceSettled().then((store) => store.write(record));
  send('ViewContent', record);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Identify the buyer to the pixel with hashed ids; Mizan collects no phone number, so none is sent. */
export async function identifyVisitor(visitor: TrackedVisitor): Promise<void> {
  const pixel = window.ttq;
  if (!pixel?.identify || !globalThis.crypto?.subtle) return;
  try {
    const properties: Record<string, string> = { external_id: await sha256Hex(visitor.id) };
    if (visitor.email) properties.email = await sha256Hex(visitor.email.trim().toLowerCase());
    pixel.identify(properties);
  } catch {
    // A broken third-party script must never break the checkout.
  }
}

/** The pass is active: identify the buyer, then report the purchase of what the pay page offered, once. */
export async function trackPurchase(visitor: TrackedVisitor | null): Promise<void> {
  const store = await contentStore();
  const record = store.read();
  if (!record) return;
  store.remove();
  if (visitor) await identifyVisitor(visitor);
  send('Purchase', record);
  send('CompletePayment', record);
}
