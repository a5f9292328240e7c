/**
 * chrF (Popović 2015) and chrF++ (2017) as sacreBLEU computes them by default: character n-grams of orders 1..6
 * with whitespace removed, optionally word 1..2-grams (chrF++), precision and recall averaged over the orders
 * both sides have, then the F-score with beta 2 (recall counts twice as much as precision). A corpus score sums
 * the n-gram counts of every line before dividing, so long lines weigh more than short ones.
 */
export interface ChrfOptions {
  /** Character n-gram orders 1..charOrder (default 6). */
  charOrder?: number;
  /** Word n-gram orders 1..wordOrder: 0 for chrF (default), 2 for chrF++. */
  wordOrder?: number;
  /** Weight of recall against precision (default 2). */
  beta?: number;
  /** Compare case-insensitively (default false, as sacreBLEU). */
  lowercase?: boolean;
}

/** Per order: hypothesis n-grams, reference n-grams, matched n-grams. */
export type ChrfStatistics = number[];

const PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/**
 * The character n-grams of one text (orders 1..charOrder, whitespace removed), counted per order. Computing a
 * text's profile once lets it be compared with many others.
 */
export interface CharProfile {
  /** Per order (index 0 for order 1): each gram and how often it occurs. */
  grams: Map<string, number>[];
  /** Number of grams per order. */
  totals: number[];
}

export function charProfile(text: string, charOrder = 6): CharProfile {
  const s = text.replace(/\s+/g, '');
  // Code point boundaries, so that a character outside the BMP counts as one.
  const bounds: number[] = [];
  for (let i = 0; i < s.length; i += 1) {
    bounds.push(i);
    const code = s.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < s.length) i += 1;
  }
  bounds.push(s.length);
  const length = bounds.length - 1;
  const grams: Map<string, number>[] = [];
  const totals: number[] = [];
  for (let n = 1; n <= charOrder; n += 1) {
    const counts = new Map<string, number>();
    for (let i = 0; i + n <= length; i += 1) {
      const gram = s.slice(bounds[i], bounds[i + n]);
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    grams.push(counts);
    totals.push(Math.max(0, length - n + 1));
  }
  return { grams, totals };
}

/** chrF statistics of a hypothesis profile against a reference profile (character orders only). */
export function profileStatistics(hypothesis: CharProfile, reference: CharProfile): ChrfStatistics {
  const stats: number[] = [];
  hypothesis.grams.forEach((counts, i) => {
    const refCounts = reference.grams[i];
    let matched = 0;
    if (refCounts) {
      for (const [gram, count] of counts) {
        const inRef = refCounts.get(gram);
        if (inRef) matched += Math.min(count, inRef);
      }
    }
    const ref = reference.totals[i] ?? 0;
    // sacreBLEU does not count hypothesis n-grams of an order the reference is too short to have.
    stats.push(ref > 0 ? hypothesis.totals[i]! : 0, ref, matched);
  });
  return stats;
}

function countWordNgrams(items: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= items.length; i += 1) {
    const gram = items.slice(i, i + n).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function matchStatistics(hyp: Map<string, number>, ref: Map<string, number>): [number, number, number] {
  let hypCount = 0;
  let refCount = 0;
  let matched = 0;
  for (const [gram, count] of hyp) {
    hypCount += count;
    const inRef = ref.get(gram);
    if (inRef) matched += Math.min(count, inRef);
  }
  for (const count of ref.values()) refCount += count;
  return [ref.size > 0 ? hypCount : 0, refCount, matched];
}

// chrF++'s word split: whitespace, then one punctuation mark split off the end (or else the start) of a word.
function words(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (word.length === 1) tokens.push(word);
    else if (PUNCTUATION.has(word.at(-1)!)) tokens.push(word.slice(0, -1), word.at(-1)!);
    else if (PUNCTUATION.has(word[0]!)) tokens.push(word[0]!, word.slice(1));
    else tokens.push(word);
  }
  return tokens;
}

/** The n-gram counts of one hypothesis against one reference; add them up over a corpus. */
export function chrfStatistics(
  hypothesis: string,
  reference: string,
  options: ChrfOptions = {},
): ChrfStatistics {
  const { charOrder = 6, wordOrder = 0, lowercase = false } = options;
  const hyp = lowercase ? hypothesis.toLowerCase() : hypothesis;
  const ref = lowercase ? reference.toLowerCase() : reference;
  const stats = profileStatistics(charProfile(hyp, charOrder), charProfile(ref, charOrder));
  const hypWords = words(hyp);
  const refWords = words(ref);
  for (let n = 1; n <= wordOrder; n += 1) {
    stats.push(...matchStatistics(countWordNgrams(hypWords, n), countWordNgrams(refWords, n)));
  }
  return stats;
}

/** The score 0..100 of (summed) statistics. */
export function chrfScore(stats: ChrfStatistics, options: ChrfOptions = {}): number {
  const { beta = 2 } = options;
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (let i = 0; i + 2 < stats.length; i += 3) {
    const hyp = stats[i]!;
    const ref = stats[i + 1]!;
    const matched = stats[i + 2]!;
    if (hyp > 0 && ref > 0) {
      precision += matched / hyp;
      recall += matched / ref;
      orders += 1;
    }
  }
  if (orders === 0) return 0;
  precision /= orders;
  recall /= orders;
  if (precision + recall === 0) return 0;
  const b2 = beta * beta;
  return (100 * ((1 + b2) * precision * recall)) / (b2 * precision + recall);
}

/** Corpus chrF: hypotheses and references line by line (an empty hypothesis, a refusal, scores nothing). */
export function corpusChrf(
  hypotheses: readonly string[],
  references: readonly string[],
  options: ChrfOptions = {},
): number {
  if (hypotheses.length !== references.length) throw new Error('chrF needs one reference per hypothesis');
  let total: number[] = [];
  hypotheses.forEach((hypothesis, i) => {
    const stats = chrfStatistics(hypothesis, references[i]!, options);
    total = total.length === 0 ? stats : total.map((x, j) => x + stats[j]!);
  });
  return chrfScore(total, options);
}

/** Sentence chrF of one hypothesis against one reference. */
export function sentenceChrf(hypothesis: string, reference: string, options: ChrfOptions = {}): number {
  return chrfScore(chrfStatistics(hypothesis, reference, options), options);
}
