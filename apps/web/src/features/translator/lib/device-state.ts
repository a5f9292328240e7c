import { useSyncExternalStore } from 'react';

/**
 * A value the translator keeps on the device (its tab, history, favourites), read so that a page prerendered
 * on the server hydrates without a mismatch: the server's render and hydration see `initial`, the browser then
 * re-renders with the stored value; a screen opened in the browser reads the stored value at once.
 */
export interface DeviceState<T> {
  subscribe(listener: () => void): () => void;
  snapshot(): T;
  serverSnapshot(): T;
  /** The new value, after the caller has stored it. */
  set(value: T): void;
}

export function deviceState<T>(read: () => T, initial: T): DeviceState<T> {
  const listeners = new Set<() => void>();
  // The value read once while a screen shows it (a stable snapshot); read again when the next one opens.
  let current: { value: T } | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) current = null;
      };
    },
    snapshot() {
      current ??= { value: read() };
      return current.value;
    },
    serverSnapshot: () => initial,
    set(value) {
      current = { value };
      listeners.forEach((listener) => listener());
    },
  };
}

export function useDeviceState<T>(state: DeviceState<T>): T {
  return useSyncExternalStore(state.subscribe, state.snapshot, state.serverSnapshot);
}
