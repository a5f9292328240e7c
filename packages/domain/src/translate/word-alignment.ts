// Which word of a sentence translates which word of its translation, learned from the sentence pairs alone with
// IBM Model 1 (Brown et al. 1993): expectation-maximisation over the probability t(target word | source word).
// The memory uses it to tell which part of a remembered translation belongs to which part of its source, so it
// can swap a word, and to gloss a word no remembered sentence covers. Pure and deterministic.

/** t(target | source) for the words seen together, as a lookup and each source word's best targets. */
export interface TranslationTable {
  /** t(target | source); 0 when the two were never seen in one pair. `null` is the empty word. */
  prob(source: string | null, target: string): number;
  /** A source word's targets, most probable first (at most `limit`). */
  best(source: string, limit?: number): readonly { word: string; prob: number }[];
  /** The source words the table knows. */
  readonly sources: ReadonlySet<string>;
}

export type TokenPair = readonly [source: readonly string[], target: readonly string[]];

const NULL = 0;

/**
 * Trains t(target | source) over tokenised pairs with `iterations` rounds of EM (5 is plenty for a few thousand
 * short pairs). Every source sentence has an empty word too, so a target word that translates nothing ("do" in
 * "do you ...") need not stick to a real one.
 */
export function trainModel1(pairs: readonly TokenPair[], iterations = 5): TranslationTable {
  const sourceIds = new Map<string, number>([['\u0000', NULL]]);
  const targetIds = new Map<string, number>();
  const id = (map: Map<string, number>, word: string) => {
    let value = map.get(word);
    if (value === undefined) {
      value = map.size;
      map.set(word, value);
    }
    return value;
  };
  const encoded = pairs.map(([source, target]) => ({
    source: Int32Array.from([NULL, ...source.map((w) => id(sourceIds, w))]),
    target: Int32Array.from(target.map((w) => id(targetIds, w))),
  }));
  const targetCount = targetIds.size;
  const key = (s: number, t: number) => s * targetCount + t;

  // One slot per (source, target) pair of words seen together; each sentence pair keeps its slots, target word
  // by target word, so the EM rounds run over typed arrays only.
  const slotOf = new Map<number, number>();
  const slotSource: number[] = [];
  const pairSlots = encoded.map(({ source, target }) => {
    const slots = new Int32Array(source.length * target.length);
    target.forEach((t, j) => {
      source.forEach((s, i) => {
        const k = key(s, t);
        let slot = slotOf.get(k);
        if (slot === undefined) {
          slot = slotSource.length;
          slotOf.set(k, slot);
          slotSource.push(s);
        }
        slots[j * source.length + i] = slot;
      });
    });
    return { slots, width: source.length };
  });
  // Start uniform over the pairs seen together.
  let prob = new Float64Array(slotSource.length).fill(1);
  const counts = new Float64Array(slotSource.length);
  const totals = new Float64Array(sourceIds.size);
  for (let round = 0; round < iterations; round += 1) {
    counts.fill(0);
    totals.fill(0);
    for (const { slots, width } of pairSlots) {
      for (let row = 0; row < slots.length; row += width) {
        let z = 0;
        for (let i = row; i < row + width; i += 1) z += prob[slots[i]!]!;
        for (let i = row; i < row + width; i += 1) {
          const slot = slots[i]!;
          counts[slot] = counts[slot]! + prob[slot]! / z;
        }
      }
    }
    for (let slot = 0; slot < counts.length; slot += 1) {
      const source = slotSource[slot]!;
      totals[source] = totals[source]! + counts[slot]!;
    }
    const next = new Float64Array(counts.length);
    for (let slot = 0; slot < counts.length; slot += 1)
      next[slot] = counts[slot]! / totals[slotSource[slot]!]!;
    prob = next;
  }
  const table = new Map<number, number>();
  for (const [k, slot] of slotOf) table.set(k, prob[slot]!);

  const targetWords = [...targetIds.keys()];
  const sourceWords = [...sourceIds.keys()];
  const bySource = new Map<string, { word: string; prob: number }[]>();
  for (const [k, prob] of table) {
    const s = Math.floor(k / targetCount);
    if (s === NULL) continue;
    const word = sourceWords[s]!;
    let list = bySource.get(word);
    if (!list) bySource.set(word, (list = []));
    list.push({ word: targetWords[k % targetCount]!, prob });
  }
  for (const list of bySource.values()) list.sort((a, b) => b.prob - a.prob || (a.word < b.word ? -1 : 1));

  return {
    sources: new Set(bySource.keys()),
    prob(source, target) {
      const s = source === null ? NULL : sourceIds.get(source);
      const t = targetIds.get(target);
      return s === undefined || t === undefined ? 0 : (table.get(key(s, t)) ?? 0);
    },
    best: (source, limit = 5) => (bySource.get(source) ?? []).slice(0, limit),
  };
}
