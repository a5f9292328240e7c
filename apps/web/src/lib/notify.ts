// Toasts (sonner) load on first use: the library, the styles it injects and its host element stay out of
// every screen's start (mounting the host took about 250 ms of main thread at a 4x CPU slowdown). One toast
// at a time (spec 9): a new message replaces the one showing.

let hostRequested = false;
const hostListeners = new Set<() => void>();
let markHostMounted: () => void = () => undefined;
const hostMounted = new Promise<void>((resolve) => {
  markHostMounted = resolve;
});

/** For the app provider: whether a toast was asked for, so the host must be mounted (useSyncExternalStore). */
export const toastHost = {
  subscribe(listener: () => void): () => void {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  isRequested: (): boolean => hostRequested,
  /** Called once the host has subscribed to sonner's store: toasts shown before that would be lost. */
  mounted: (): void => markHostMounted(),
};

export async function notify(message: string, kind: 'success' | 'error' | 'info' = 'info'): Promise<void> {
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of hostListeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), hostMounted]);
  toast.dismiss();
  toast[kind](message);
}
