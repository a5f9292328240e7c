// Phrase pairs learned from aligned sentences, and a translation of a new sentence pieced together from them (a
// phrase-based translation without reordering or language model: Koehn, Och and Marcu 2003, reduced to what a few
// thousand short pairs support). The memory uses it only when no remembered sentence is close enough.
import { createNgramIndex, type NgramIndex } from './ngram-index';
import type { Token } from './tokens';
import { trainModel1, type TranslationTable } from './word-alignment';

/** A source phrase (keys joined by spaces), its translation as written, and how often the pair was seen. */
export type PhraseRow = readonly [source: string, target: string, count: number];

export interface ParallelSentence {
  source: readonly Token[];
  target: readonly Token[];
}

export interface LearnPhrasesOptions {
  /** Longest source phrase, in words (default 4). */
  maxLength?: number;
  /** EM rounds of the word alignment (default 5). */
  iterations?: number;
}

/** Phrases both ways: source keys to target words, and target keys to source words. */
export interface LearnedPhrases {
  forward: PhraseRow[];
  backward: PhraseRow[];
}

// For each target word, the source word that most probably produced it (-1: none, the empty word).
function viterbi(source: readonly string[], target: readonly string[], table: TranslationTable): number[] {
  return target.map((word) => {
    let best = -1;
    let bestProb = table.prob(null, word);
    source.forEach((s, i) => {
      const p = table.prob(s, word);
      if (p > bestProb) {
        bestProb = p;
        best = i;
      }
    });
    return best;
  });
}

/**
 * Word links between a pair from both directions' alignments, symmetrised with grow-diag-final (Koehn et al.
 * 2003): the links both agree on, grown to neighbouring links either proposes where they align a word not yet
 * aligned, then any word still unaligned takes the link either direction gave it.
 */
function symmetrise(sourceToTarget: number[], targetToSource: number[], sourceLength: number): boolean[][] {
  const targetLength = sourceToTarget.length;
  const union = Array.from({ length: sourceLength }, () => new Array<boolean>(targetLength).fill(false));
  const links = Array.from({ length: sourceLength }, () => new Array<boolean>(targetLength).fill(false));
  sourceToTarget.forEach((i, j) => {
    if (i >= 0) union[i]![j] = true;
  });
  targetToSource.forEach((j, i) => {
    if (j >= 0) union[i]![j] = true;
  });
  const sourceAligned = new Array<boolean>(sourceLength).fill(false);
  const targetAligned = new Array<boolean>(targetLength).fill(false);
  const link = (i: number, j: number) => {
    links[i]![j] = true;
    sourceAligned[i] = true;
    targetAligned[j] = true;
  };
  sourceToTarget.forEach((i, j) => {
    if (i >= 0 && targetToSource[i] === j) link(i, j);
  });
  const neighbours = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
    [-1, -1],
    [1, 1],
    [-1, 1],
    [1, -1],
  ] as const;
  for (let grew = true; grew;) {
    grew = false;
    for (let i = 0; i < sourceLength; i += 1) {
      for (let j = 0; j < targetLength; j += 1) {
        if (!links[i]![j]) continue;
        for (const [di, dj] of neighbours) {
          const ni = i + di;
          const nj = j + dj;
          if (ni < 0 || nj < 0 || ni >= sourceLength || nj >= targetLength) continue;
          if (union[ni]![nj] && !links[ni]![nj] && (!sourceAligned[ni] || !targetAligned[nj])) {
            link(ni, nj);
            grew = true;
          }
        }
      }
    }
  }
  for (let i = 0; i < sourceLength; i += 1) {
    for (let j = 0; j < targetLength; j += 1) {
      if (union[i]![j] && !links[i]![j] && (!sourceAligned[i] || !targetAligned[j])) link(i, j);
    }
  }
  return links;
}

/** Counts of translations by key, each with the way it is most often written. */
class PhraseCounts {
  private readonly counts = new Map<string, Map<string, { count: number; surfaces: Map<string, number> }>>();

  add(source: string, targetKey: string, targetSurface: string): void {
    let targets = this.counts.get(source);
    if (!targets) this.counts.set(source, (targets = new Map()));
    let entry = targets.get(targetKey);
    if (!entry) targets.set(targetKey, (entry = { count: 0, surfaces: new Map() }));
    entry.count += 1;
    entry.surfaces.set(targetSurface, (entry.surfaces.get(targetSurface) ?? 0) + 1);
  }

  rows(): PhraseRow[] {
    const rows: PhraseRow[] = [];
    for (const [source, targets] of this.counts) {
      for (const { count, surfaces } of targets.values()) {
        rows.push([source, mostFrequent(surfaces), count]);
      }
    }
    return rows.sort((a, b) => compare(a[0], b[0]) || b[2] - a[2] || compare(a[1], b[1]));
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function mostFrequent(counts: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && compare(value, best) < 0)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function extract(
  source: readonly Token[],
  target: readonly Token[],
  links: boolean[][],
  maxLength: number,
  into: PhraseCounts,
): void {
  for (let s1 = 0; s1 < source.length; s1 += 1) {
    for (let s2 = s1; s2 < Math.min(source.length, s1 + maxLength); s2 += 1) {
      let t1 = Infinity;
      let t2 = -1;
      for (let i = s1; i <= s2; i += 1) {
        links[i]!.forEach((linked, j) => {
          if (!linked) return;
          t1 = Math.min(t1, j);
          t2 = Math.max(t2, j);
        });
      }
      if (t2 < 0 || t2 - t1 >= maxLength + 2) continue;
      // Consistent: no target word inside the span is linked to a source word outside it.
      let consistent = true;
      for (let i = 0; i < source.length && consistent; i += 1) {
        if (i >= s1 && i <= s2) continue;
        for (let j = t1; j <= t2; j += 1) if (links[i]![j]) consistent = false;
      }
      if (!consistent) continue;
      const span = target.slice(t1, t2 + 1);
      into.add(
        source
          .slice(s1, s2 + 1)
          .map((t) => t.key)
          .join(' '),
        span.map((t) => t.key).join(' '),
        span.map((t) => t.surface).join(' '),
      );
    }
  }
}

/** Learns phrase pairs both ways from tokenised sentence pairs. Deterministic; seconds for ten thousand pairs. */
export function learnPhrases(
  pairs: readonly ParallelSentence[],
  options: LearnPhrasesOptions = {},
): LearnedPhrases {
  const { maxLength = 4, iterations = 5 } = options;
  const keys = (tokens: readonly Token[]) => tokens.map((t) => t.key);
  const usable = pairs.filter((p) => p.source.length > 0 && p.target.length > 0);
  const forwardTable = trainModel1(
    usable.map((p) => [keys(p.source), keys(p.target)]),
    iterations,
  );
  const backwardTable = trainModel1(
    usable.map((p) => [keys(p.target), keys(p.source)]),
    iterations,
  );
  const forward = new PhraseCounts();
  const backward = new PhraseCounts();
  for (const { source, target } of usable) {
    const s = keys(source);
    const t = keys(target);
    const links = symmetrise(viterbi(s, t, forwardTable), viterbi(t, s, backwardTable), s.length);
    extract(source, target, links, maxLength, forward);
    const transposed = t.map((_, j) => s.map((__, i) => links[i]![j]!));
    extract(target, source, transposed, maxLength, backward);
  }
  return { forward: forward.rows(), backward: backward.rows() };
}

/** How one piece of a sentence was translated. */
export interface DecodedPart {
  /** The words of the sentence this piece covers, as written. */
  source: string;
  /** Their translation; empty for a word nothing is known about. */
  target: string;
  /** 1 for a known phrase, the spelling similarity for a word taken for a known one, 0 for an unknown word. */
  similarity: number;
}

export interface PhraseTable {
  /** The best monotone cover of the sentence by known phrases, unknown words left untranslated. */
  decode(tokens: readonly Token[]): DecodedPart[];
  /** The single source words the table knows, most often seen first. */
  words(): readonly { key: string; seen: number }[];
}

export interface PhraseTableOptions {
  /** A word not in the table is taken for the known word most like it from this similarity on (default 0.45). */
  fuzzyMin?: number;
}

interface Choice {
  target: string;
  logProb: number;
  seen: number;
}

// Log-score costs of the decoder: taking a word for a similar known one, and leaving one untranslated.
const FUZZY_COST = 1.5;
const UNKNOWN_COST = 3;
const MAX_PHRASE = 4;

/** The runtime table: for each source phrase its most frequent translation, and a spelling index of single words. */
export function createPhraseTable(rows: readonly PhraseRow[], options: PhraseTableOptions = {}): PhraseTable {
  const fuzzyMin = options.fuzzyMin ?? 0.45;
  const totals = new Map<string, number>();
  const best = new Map<string, Choice>();
  for (const [source, target, count] of rows) {
    totals.set(source, (totals.get(source) ?? 0) + count);
    const current = best.get(source);
    if (!current || count > current.seen || (count === current.seen && compare(target, current.target) < 0)) {
      best.set(source, { target, logProb: 0, seen: count });
    }
  }
  for (const [source, choice] of best) {
    const total = totals.get(source)!;
    // The more often a phrase was seen, the more its most frequent translation is trusted (capped at 10 sightings).
    choice.logProb = Math.log(choice.seen / total) + 0.3 * Math.log(Math.min(total, 10));
  }
  const words = [...best.keys()].filter((k) => !k.includes(' ')).sort(compare);
  const bySeen = words
    .map((key) => ({ key, seen: totals.get(key)! }))
    .sort((a, b) => b.seen - a.seen || compare(a.key, b.key));
  let spelling: NgramIndex | undefined;
  const similarWord = (key: string) => {
    spelling ??= createNgramIndex(words, { orders: [2, 3] });
    const hit = spelling.search(key, 1)[0];
    return hit && hit.score >= fuzzyMin ? { word: words[hit.doc]!, similarity: hit.score } : null;
  };

  return {
    words: () => bySeen,
    decode(tokens) {
      const n = tokens.length;
      const score = new Array<number>(n + 1).fill(-Infinity);
      const back: { from: number; part: DecodedPart }[] = new Array(n + 1);
      score[0] = 0;
      const surface = (from: number, to: number) =>
        tokens
          .slice(from, to)
          .map((t) => t.surface)
          .join(' ');
      for (let i = 0; i < n; i += 1) {
        const here = score[i]!;
        if (here === -Infinity) continue;
        const relax = (to: number, value: number, part: DecodedPart) => {
          if (value > score[to]!) {
            score[to] = value;
            back[to] = { from: i, part };
          }
        };
        const key = tokens[i]!.key;
        if (!best.has(key)) {
          const similar = similarWord(key);
          if (similar) {
            const choice = best.get(similar.word)!;
            relax(i + 1, here + choice.logProb - FUZZY_COST, {
              source: surface(i, i + 1),
              target: choice.target,
              similarity: similar.similarity,
            });
          }
        }
        relax(i + 1, here - UNKNOWN_COST, { source: surface(i, i + 1), target: '', similarity: 0 });
        let phrase = '';
        for (let j = i + 1; j <= Math.min(n, i + MAX_PHRASE); j += 1) {
          phrase = phrase ? `${phrase} ${tokens[j - 1]!.key}` : tokens[j - 1]!.key;
          const choice = best.get(phrase);
          if (choice)
            relax(j, here + choice.logProb, { source: surface(i, j), target: choice.target, similarity: 1 });
        }
      }
      const parts: DecodedPart[] = [];
      for (let j = n; j > 0; j = back[j]!.from) parts.push(back[j]!.part);
      return parts.reverse();
    },
  };
}
