import { webcrypto } from 'node:crypto';

// The web project runs each file in a fresh VM context around jsdom's window (pool 'vmForks' in
// apps/web/vite.config.ts). jsdom's `crypto` has no `subtle`, which every browser has on https and the app
// uses (SHA-256 in features/checkout/lib/tracking.ts): give it Node's, as the browser's stand-in.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
