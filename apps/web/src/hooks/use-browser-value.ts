import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (its languages, a stored flag) that does not change while the page lives:
 * `serverValue` in the prerender and while hydrating its page (ADR 021: the markup must match the server's),
 * then the browser's value, rendered right after hydration. `read` must return a primitive or the same object.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

const inBrowser = () => true;

/**
 * false in the prerender and while hydrating its page, true after it and in any render the browser does on its
 * own: a component whose state starts from the device (storage) can be keyed by it to start again from there.
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
