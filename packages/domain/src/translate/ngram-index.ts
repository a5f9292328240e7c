// A small inverted index over character n-grams with TF-IDF weights: the memory's way to find, among thousands of
// phrases, the few that share the most (and the rarest) pieces of a query, in well under a millisecond.
// (MiniSearch, which the place search uses, indexes words and forgives typos by edit distance: Darija spelled in
// chat letters varies inside words more than an edit or two, and the memory needs a bounded 0..1 likeness.)

export interface NgramIndexOptions {
  /** The n-gram lengths taken from each word (default 2, 3 and 4). */
  orders?: readonly number[];
  /**
   * Grams found in more than this share of the documents (default 0.05: "th", "e ", " a"), and in more than 200,
   * count in the lengths but are not looked up: they weigh little, and their long posting lists were most of a
   * search's time. A document sharing only such grams with the query is not found; the memory re-ranks what is
   * found anyway.
   */
  commonShare?: number;
}

export interface NgramHit {
  /** The document's position in the list the index was built from. */
  doc: number;
  /** Cosine similarity of the TF-IDF vectors, 0..1. */
  score: number;
}

export interface NgramIndex {
  /** The `limit` documents most similar to the key, best first (ties by position), only those sharing an n-gram. */
  search(key: string, limit: number): NgramHit[];
  readonly size: number;
}

/**
 * The n-grams of a normalised key: each word padded with a space on both sides ("bab" gives " b", "ba", "ab",
 * "b ", " ba", "bab", "ab ", ...), so that word starts and ends count, and a one-letter word still has a gram.
 */
export function keyNgrams(key: string, orders: readonly number[] = [2, 3, 4]): Map<string, number> {
  const grams = new Map<string, number>();
  for (const word of key.split(' ')) {
    if (!word) continue;
    const padded = ` ${word} `;
    for (const n of orders) {
      for (let i = 0; i + n <= padded.length; i += 1) {
        const gram = padded.slice(i, i + n);
        if (gram.trim() === '') continue;
        grams.set(gram, (grams.get(gram) ?? 0) + 1);
      }
    }
  }
  return grams;
}

// A gram is only ever skipped when it is in more than this many documents.
const COMMON_FLOOR = 200;

/** Builds the index over normalised keys (an empty key is kept as a document that never matches). */
export function createNgramIndex(keys: readonly string[], options: NgramIndexOptions = {}): NgramIndex {
  return finish(buildNgramIndex(keys, options));
}

/** How many documents a build goes through between two pauses (`buildNgramIndex`). */
export const DOCS_PER_STEP = 64;

/**
 * The same build a slice at a time: it pauses (yields) after every DOCS_PER_STEP documents of each pass, so a
 * browser can spread it over idle time in tasks of a few milliseconds instead of one long one. Returns the index.
 */
export function* buildNgramIndex(
  keys: readonly string[],
  options: NgramIndexOptions = {},
): Generator<void, NgramIndex, void> {
  const orders = options.orders ?? [2, 3, 4];
  const commonShare = options.commonShare ?? 0.05;
  const gramIds = new Map<string, number>();
  const docGrams: Map<number, number>[] = [];
  const df: number[] = [];
  for (const key of keys) {
    const counts = new Map<number, number>();
    for (const [gram, count] of keyNgrams(key, orders)) {
      let id = gramIds.get(gram);
      if (id === undefined) {
        id = gramIds.size;
        gramIds.set(gram, id);
        df.push(0);
      }
      counts.set(id, count);
      df[id]! += 1;
    }
    docGrams.push(counts);
    if (docGrams.length % DOCS_PER_STEP === 0) yield;
  }
  const n = keys.length;
  // Smoothed IDF (as scikit-learn's): a gram in every document still weighs a little.
  const idf = df.map((d) => Math.log((1 + n) / (1 + d)) + 1);
  // Sublinear term frequency: a gram repeated in a long sentence should not outweigh rarer ones.
  const tf = (count: number) => 1 + Math.log(count);
  // Small indexes (the phrasebook's) keep every list: they are short anyway.
  const common = Math.max(COMMON_FLOOR, Math.floor(commonShare * n));
  // Every posting list in two flat arrays, gram `id`'s from starts[id] to starts[id + 1]: one typed array per
  // gram (thousands of them) made the phrasebook's index cost a phone a third of a second to build.
  const starts = new Int32Array(df.length + 1);
  df.forEach((d, id) => {
    starts[id + 1] = starts[id]! + (d > common ? 0 : d);
  });
  const docs = new Int32Array(starts[df.length]!);
  const weights = new Float64Array(starts[df.length]!);
  const filled = starts.slice(0, df.length);
  const norms = new Float64Array(n);
  for (let doc = 0; doc < n; doc += 1) {
    const counts = docGrams[doc]!;
    let norm = 0;
    for (const [id, count] of counts) {
      const weight = tf(count) * idf[id]!;
      if (df[id]! <= common) {
        const at = filled[id]!;
        docs[at] = doc;
        weights[at] = weight;
        filled[id] = at + 1;
      }
      norm += weight * weight;
    }
    norms[doc] = Math.sqrt(norm);
    if ((doc + 1) % DOCS_PER_STEP === 0) yield;
  }
  const scores = new Float64Array(n);
  const touched = new Int32Array(n);

  return {
    size: n,
    search(key, limit) {
      let touchedCount = 0;
      let queryNorm = 0;
      for (const [gram, count] of keyNgrams(key, orders)) {
        const id = gramIds.get(gram);
        // A gram the index has never seen still counts in the query's length: the query has something unknown.
        const weight = tf(count) * (id === undefined ? Math.log(1 + n) + 1 : idf[id]!);
        queryNorm += weight * weight;
        if (id === undefined) continue;
        for (let i = starts[id]!, end = starts[id + 1]!; i < end; i += 1) {
          const doc = docs[i]!;
          if (scores[doc] === 0) touched[touchedCount++] = doc;
          scores[doc] = scores[doc]! + weight * weights[i]!;
        }
      }
      const hits: NgramHit[] = [];
      queryNorm = Math.sqrt(queryNorm);
      for (let i = 0; i < touchedCount; i += 1) {
        const doc = touched[i]!;
        const score = scores[doc]! / (queryNorm * norms[doc]!);
        scores[doc] = 0;
        const last = hits[hits.length - 1];
        if (hits.length < limit || !last || score > last.score || (score === last.score && doc < last.doc)) {
          insertSorted(hits, { doc, score }, limit);
        }
      }
      return hits;
    },
  };
}

/** Runs a sliced build (or any such generator) to its end at once. */
export function finish<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// Keeps `hits` sorted by score (then document) and at most `limit` long.
function insertSorted(hits: NgramHit[], hit: NgramHit, limit: number): void {
  let i = hits.length;
  while (
    i > 0 &&
    (hits[i - 1]!.score < hit.score || (hits[i - 1]!.score === hit.score && hits[i - 1]!.doc > hit.doc))
  ) {
    i -= 1;
  }
  hits.splice(i, 0, hit);
  if (hits.length > limit) hits.pop();
}
