/**
 * An in-process memo of a pure computation, bounded to `maxEntries` and evicting the least recently used
 * entry. Only for answers that depend on nothing but the key (an immutable index, static data): it has no
 * expiry and no invalidation, so anything that can change under a key does not belong here.
 */
export interface BoundedMemo<V> {
  get(key: string, compute: () => V): V;
  readonly size: number;
}

export function createBoundedMemo<V>(maxEntries: number): BoundedMemo<V> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used entry first.
  const entries = new Map<string, V>();
  return {
    get(key, compute) {
      if (entries.has(key)) {
        const value = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = compute();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
