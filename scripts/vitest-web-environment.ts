import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';

// The web project runs each file in a fresh VM context around jsdom's window (pool 'vmForks' in
// apps/web/vite.config.ts). jsdom's `crypto` has no `subtle`, which every browser has on https and the app
// uses (SHA-256 in features/checkout/lib/tracking.ts): give it Node's, as the browser's stand-in.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

// findBy* and waitFor give up after 1 s by default: on CI's 2 cores, with the typecheck and the build beside
// the tests, a screen that loads its modules on first use (the translator's answer) once took longer. What
// must appear still must; it may take up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
