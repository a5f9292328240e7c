import type checkout from '../en/checkout.json';

declare global {
  interface MizanNamespaces {
    checkout: typeof checkout;
  }
}
