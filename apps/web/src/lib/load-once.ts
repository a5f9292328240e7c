/**
 * A module fetched on demand (`import()`), once: every caller shares the first fetch; a failed fetch (offline
 * before the chunk was cached, a new release) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
