import { contentStore, send } from './tracking';

/** Who bought, as the pixel may know it: only SHA-256 hashes leave the page (spec 7). */
export interface TrackedVisitor {
  id: string;
  email: string | null;
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
