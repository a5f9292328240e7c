import type { PlanPrice } from '@mizan/contracts/plans';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutContentStore } from '@/lib/stored-records';
import { identifyVisitor, trackPurchase } from './purchase-tracking';
import { trackPlanViewed } from './tracking';

// The page settles when a test says so (lib/when-settled.ts waits 5 s after load).
const settle = vi.hoisted(() => ({ work: [] as (() => void)[] }));
vi.mock('@/lib/when-settled', () => ({ whenSettled: (work: () => void) => settle.work.push(work) }));
const settled = () => settle.work.splice(0).forEach((work) => work());

// sha256("visitor-1") and sha256("ana@example.com"), computed with `printf %s ... | sha256sum`.
const ID_HASH = '7fce38c63fcf1dbb90f809bb4ecdb1458fed45780d367f3ab4032f3c73e5f86b';
const EMAIL_HASH = '8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11';

function installPixel() {
  const pixel = { track: vi.fn(), identify: vi.fn() };
  window.ttq = pixel;
  return pixel;
}

afterEach(() => {
  delete window.ttq;
  sessionStorage.clear();
});

describe('identifyVisitor', () => {
  it('sends only SHA-256 hashes, the email trimmed and lowercased first', async () => {
    const pixel = installPixel();
    await identifyVisitor({ id: 'visitor-1', email: '  Ana@Example.com ' });
    expect(pixel.identify).toHaveBeenCalledWith({ external_id: ID_HASH, email: EMAIL_HASH });
  });

  it('leaves the email out when it is unknown', async () => {
    const pixel = installPixel();
    await identifyVisitor({ id: 'visitor-1', email: null });
    expect(pixel.identify).toHaveBeenCalledWith({ external_id: ID_HASH });
  });

  it('does nothing without a pixel', async () => {
    await expect(identifyVisitor({ id: 'visitor-1', email: null })).resolves.toBeUndefined();
  });
});

describe('trackPurchase', () => {
  const price: PlanPrice = { id: '7DAYPASS', unit_amount: 899, currency: 'eur', days: 7, most_popular: true };

  it('identifies, then reports the offered plan once', async () => {
    const pixel = installPixel();
    trackPlanViewed('7-day pass', price);
    await vi.waitFor(() => expect(settle.work).toHaveLength(1));
    expect(checkoutContentStore.read()).toBeNull();
    settled();
    await vi.waitFor(() => expect(checkoutContentStore.read()).not.toBeNull());
    await trackPurchase({ id: 'visitor-1', email: null });
    await trackPurchase({ id: 'visitor-1', email: null });
    expect(pixel.identify).toHaveBeenCalledTimes(1);
    expect(pixel.track.mock.calls.map(([event]) => event)).toEqual([
      'ViewContent',
      'Purchase',
      'CompletePayment',
    ]);
    expect(pixel.track).toHaveBeenCalledWith(
      'Purchase',
      expect.objectContaining({ value: 8.99, currency: 'EUR' }),
    );
    expect(checkoutContentStore.read()).toBeNull();
  });
});
