// The embedded translator: a translation memory over remembered phrases (the phrasebook, DODa's sentences), which
// gives a remembered translation when the text is one of its phrases or close to one, pieces a translation together
// from learned phrases when it is not, and refuses when neither is trustworthy. Pure and deterministic: the same
// text always gets the same answer, on the server and in the browser.
import { charProfile, chrfScore, profileStatistics } from './chrf';
import { DOCS_PER_STEP, buildNgramIndex, finish, type NgramIndex } from './ngram-index';
import {
  askedToHave,
  asks,
  darijaSkeleton,
  differsInPerson,
  isArabicScript,
  negates,
  normaliseArabic,
  normaliseDarijaLatin,
  normaliseText,
  replacesWord,
  saysPlease,
  withoutArticles,
  withoutCourtesy,
} from './normalise';
import type { DecodedPart, PhraseTable } from './phrase-table';
import { translatePrice } from './price-translation';
import type { SaidAmount } from './price-translation';
import { tokenise, type Token } from './tokens';
import type { Language, Localized } from '../text/language';

/** One remembered phrase: its text in the languages known for it, and its Darija. */
export interface MemoryEntry {
  /** Stable: the phrasebook's id, or `doda:<row>`. */
  id: string;
  /** The phrase in each language known for it (a DODa row has English only). */
  text: Partial<Record<Language, string>>;
  /** Darija in chat letters, and in Arabic script where someone wrote it (the phrasebook; DODa rows have none). */
  darija: { latin: string; ar?: string };
  /** Other ways a visitor words the same phrase (the phrasebook's `also`): matched like the text, never shown. */
  also?: Partial<Record<Language, readonly string[]>>;
  /** Where a literal reading would mislead (phrasebook notes). */
  note?: Localized;
}

export type TranslationDirection = { from: Language; to: 'darija' } | { from: 'darija'; to: Language };

/** How the translation was found: the text is a remembered phrase, is close to one, or was pieced together. */
export type TranslationMatch = 'exact' | 'closest' | 'composed';

export interface Translation {
  /** The translation to show: text in the target language, or Darija in chat letters. */
  text: string;
  /** When the target is Darija, both scripts; `ar` is null where only chat letters are known (DODa, composed). */
  darija: { latin: string; ar: string | null } | null;
  match: TranslationMatch;
  /** 0..1: 1 for an exact phrase; for the closest phrase, how alike the text and it are; for a composed one, the
   * share of such answers found right on held-out pairs (see COMPOSED_CONFIDENCE_CAP). */
  confidence: number;
  /** The remembered phrase that was matched, in the language (and script) of the text; null when composed. */
  matched: { id: string; text: string; note?: Localized } | null;
  /** The price the Darija text says (price-translation.ts): the translation says it in the visitor's terms. */
  amount?: SaidAmount;
  /**
   * A composed translation's pieces, in order (a word nothing is known about has an empty target); `guessed`: a
   * word the table does not know, translated as the known word spelled most like it.
   */
  parts: readonly { source: string; target: string; guessed: boolean }[];
}

export type RefusalReason =
  /** Nothing to translate (empty, or only punctuation). */
  | 'empty'
  /** Nothing remembered is close enough, and too little of the text is known to piece it together. */
  | 'no-match';

export type TranslationOutcome =
  | { translation: Translation; reason?: never }
  | { translation: null; reason: RefusalReason; confidence: number };

export interface TranslationMemory {
  translate(text: string, direction: TranslationDirection): TranslationOutcome;
  /**
   * Builds ahead, a slice at a time, the indexes that translating in `direction` searches: each `next()` is a
   * few milliseconds of work, so a browser can spread them over idle time. `translate` builds itself whatever
   * is still missing when it needs it; a build left half-way is simply dropped.
   */
  prepare(direction: TranslationDirection): Generator<void, void, void>;
}

export interface TranslationMemoryOptions {
  /** Learned phrases per language pair (only English has them: DODa is English/Darija). */
  phrases?: {
    toDarija?: Partial<Record<Language, PhraseTable>>;
    fromDarija?: Partial<Record<Language, PhraseTable>>;
  };
  /** Override the thresholds (tests, evaluation). */
  thresholds?: Partial<Thresholds>;
}

export interface Thresholds {
  /** A remembered phrase this alike (0..1) is given as the closest phrase, before trying to compose. */
  closest: number;
  /** Below this, a closest phrase is refused unless a composition does better. */
  refuse: number;
  /** A composition needs at least this share of the text covered by known phrases. */
  compose: number;
  /** Only texts of at most this many words are composed: longer ones come out as word salad. */
  composeWords: number;
}

/**
 * The defaults. A remembered sentence at 0.7 differs from the text by a word or two; under 0.45 it is usually
 * another sentence that happens to share a few words. A composition needs three words in four known: on DODa's
 * held-out rows, those read about as well (chrF) as the closest phrases given at 0.7. Past 25 words a pieced-together
 * translation is unreadable, whatever its coverage.
 */
export const DEFAULT_THRESHOLDS: Thresholds = { closest: 0.7, refuse: 0.45, compose: 0.75, composeWords: 25 };

/**
 * A composed translation is never shown as surer than this: its pieces were learned, not written whole. On DODa's
 * held-out rows (npm run eval:translate, calibration table) composed answers with every word covered were right
 * (sentence chrF >= 50) 30 % of the time from Darija and 20 % into it, and those at three words in four 10 % and 8 %:
 * the shown confidence is this cap times the coverage squared (0.35 to 0.2), not the coverage, which read as 80 %.
 */
export const COMPOSED_CONFIDENCE_CAP = 0.35;

/**
 * A composition from Darija with a word the table did not know, taken for the known word spelled most like it,
 * shows this share of the confidence above. On DODa's 848 held-out rows (ADR 015, round 12) such compositions were
 * shown at 27 % on average and right 11 % of the time (40 of 379), the others at 34 % and right 28 % (79 of 287).
 */
export const GUESSED_CONFIDENCE_SCALE = 0.4;

// Which of a composition and a weak closest phrase answers is decided on the coverage (scaled as the closest
// phrase's likeness is), not on the shown confidence: that choice was tuned on chrF and is kept.
const COMPOSED_RANK_SCALE = 0.8;

// How many candidates the n-gram index proposes before they are compared closely.
const CANDIDATES = 30;
// Of those, the ones whose index score is at least this share of the best one's are compared closely.
const RERANK_SHARE = 0.5;
// A phrase that says "no" or "without" where the text does not (or the other way round) counts this much less
// alike: "Taxameter bitte" came out as the phrasebook's "without the meter" at 76 %.
const NEGATION_PENALTY = 0.5;
// A question where the text is not one (or the other way round) counts this much less alike: "Allumez le
// compteur" (turn it on) came out as the phrasebook's "Le compteur est allumé ?" (is it on?) at 69 %.
const MOOD_PENALTY = 0.5;
// A phrase in another person than the text counts this much less alike: "Dónde estoy" (where am I) came out as
// the phrasebook's "¿Dónde está…?" (where is…) at 77 %. The frame is the same letters; the person is the meaning.
const PERSON_PENALTY = 0.5;
// One typed word that is not a known one, against another single word spelled much alike, counts this much less
// alike: more often another word ("taxi" and DODa's "tax", 78 %) than the same one inflected ("toilets", "toilet").
const OTHER_WORD_PENALTY = 0.85;
// A single word against a text of two words or more (not counting the short ones: "a gauche" is "left") counts
// this much less alike: the text says something the word does not ("hay habitacion", is there a room, came out as
// the word "room" at 83 %). Under `closest` it is then offered, not given.
const WORD_ALONE_PENALTY = 0.8;
// Words of at most this many letters ("a", "la", "to") carry no meaning a single word would leave out.
const SHORT_WORD = 2;

type Side = Language | 'darija-latin' | 'darija-arabic' | 'darija-skeleton';

interface SideIndex {
  index: NgramIndex;
  /** Entry position of each indexed document. */
  entries: number[];
  /** Each document's key without "please": what is searched, and equal to the text's for an exact phrase. */
  keys: string[];
  /** Each document's key as normalised, "please" kept. */
  full: string[];
  /** Whether each document is a question (`asks`). */
  questions: boolean[];
  /** Whether each document is a request: says "please" (`saysPlease`; the visitor's languages only). */
  requests: boolean[];
}

interface Candidate {
  entry: number;
  /** Recall-weighted likeness (chrF beta 2, the text as reference): how well the phrase covers the text. */
  rank: number;
  /** Symmetric likeness 0..1 (chrF beta 1 of the keys). */
  confidence: number;
  exact: boolean;
  /**
   * The phrase says another word in the place of one of the text's (`replacesWord`): "allergique au lait" and
   * "allergique aux fruits à coque", "change for 200 dirhams" and "for 100 dirhams". Never given, nor suggested.
   * In the visitor's languages only: Darija's many spellings of one word (not all folded by its key) would read
   * as other words (as a penalty on Darija keys it took darija->en chrF from 31.4 to 31.1).
   */
  replaced: boolean;
}

// The entries whose phrase is the text: each once (one entry's several wordings may all match).
const exactly = (entries: readonly number[]): Candidate[] =>
  [...new Set(entries)].map((entry) => ({ entry, rank: 1, confidence: 1, exact: true, replaced: false }));

const TERMINAL = /[?!.؟]+$/;

export function createTranslationMemory(
  entries: readonly MemoryEntry[],
  options: TranslationMemoryOptions = {},
): TranslationMemory {
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  const sides = new Map<Side, SideIndex>();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  // An entry's texts on a side, as written: in a visitor's language, the phrase and its other wordings.
  const textsOf = (side: Side, entry: MemoryEntry): readonly string[] => {
    switch (side) {
      case 'darija-latin':
      case 'darija-skeleton':
        return [entry.darija.latin];
      case 'darija-arabic':
        return entry.darija.ar === undefined ? [] : [entry.darija.ar];
      default: {
        const text = entry.text[side];
        return text === undefined ? [] : [text, ...(entry.also?.[side] ?? [])];
      }
    }
  };
  const keyOn = (side: Side, text: string): string => {
    switch (side) {
      case 'darija-latin':
        return normaliseDarijaLatin(text);
      case 'darija-arabic':
        return normaliseArabic(text);
      case 'darija-skeleton':
        return darijaSkeleton(text);
      default:
        return normaliseText(text);
    }
  };

  // Indexes are built on first use (or ahead, by `prepare`): a browser translating from English never pays for
  // the Darija ones.
  function* buildSide(side: Side): Generator<void, SideIndex, void> {
    const positions: number[] = [];
    const keys: string[] = [];
    const full: string[] = [];
    const questions: boolean[] = [];
    const requests: boolean[] = [];
    const kind = keyKind(side);
    for (let position = 0; position < entries.length; position += 1) {
      for (const text of textsOf(side, entries[position]!)) {
        const key = keyOn(side, text);
        if (!key) continue;
        positions.push(position);
        full.push(key);
        keys.push(withoutCourtesyOn(side, key));
        questions.push(asks(text, kind ?? 'darija'));
        requests.push(kind === 'text' && saysPlease(key));
      }
      if ((position + 1) % DOCS_PER_STEP === 0) yield;
    }
    const index = yield* buildNgramIndex(keys);
    return { index, entries: positions, keys, full, questions, requests };
  }
  const sideIndex = (side: Side): SideIndex => {
    let built = sides.get(side);
    if (!built) {
      built = finish(buildSide(side));
      sides.set(side, built);
    }
    return built;
  };
  const sidesOf = (direction: TranslationDirection): Side[] =>
    direction.from === 'darija' ? ['darija-latin', 'darija-arabic', 'darija-skeleton'] : [direction.from];

  // Only phrases that have the target language can answer (DODa rows have no Spanish, French or German): they are
  // left out before the exact shortcut, or a DODa row spelled like the text ("salam") would hide the phrasebook's.
  // `text` is the normalised text, "please" kept. Typed with "please", it is compared with the phrases as written
  // (a request, like the phrasebook's, is then closer than a question sharing its words); typed without, with the
  // phrases without theirs. `asking`: whether the text, as typed, is a question.
  const candidates = (
    side: Side,
    text: string,
    asking: boolean,
    usable: (entry: number) => boolean,
  ): Candidate[] => {
    const { index, entries: positions, keys, full, questions, requests } = sideIndex(side);
    const kind = keyKind(side);
    const language = languageOf(side);
    const query = withoutCourtesyOn(side, text);
    const hits = index.search(query, CANDIDATES).filter(({ doc }) => usable(positions[doc]!));
    // The text is a remembered phrase: the phrases with the very same key are the candidates, no need to compare.
    // One entry's several wordings count once; of phrases spelled alike, the one asking where the text asks
    // ("¿Está lejos?" is "is it far?", "Está lejos" is "it's far").
    // A phrase and the same phrase without its articles ("taxi", "un taxi"; "call police", "call the police") are
    // the same key.
    const bare = language !== null ? withoutArticles(query, language) : query;
    const same = hits.filter(
      ({ doc }) =>
        keys[doc] === query || (language !== null && withoutArticles(keys[doc]!, language) === bare),
    );
    const sameMood = same.filter(({ doc }) => questions[doc] === asking);
    const exact = (sameMood.length > 0 ? sameMood : same).map(({ doc }) => positions[doc]!);
    if (exact.length > 0) return exactly(exact);
    // "Do you have water?" where no phrase asks it is the request "Water, please" where one words it so: what a
    // visitor asking it in a café or a shop means, in Darija that says it ("l-ma 3afak"). Nothing is composed.
    const wanted = language !== null ? askedToHave(query) : null;
    if (wanted !== null && language !== null) {
      const thing = withoutArticles(wanted, language);
      const requested = index
        .search(wanted, CANDIDATES)
        .filter(
          ({ doc }) =>
            requests[doc] && usable(positions[doc]!) && withoutArticles(keys[doc]!, language) === thing,
        )
        .map(({ doc }) => positions[doc]!);
      if (requested.length > 0) return exactly(requested);
    }
    // Otherwise the phrases the index finds nearly as alike as the best are compared closely.
    const floor = (hits[0]?.score ?? 0) * RERANK_SHARE;
    const textProfile = charProfile(text);
    const compared = text === query ? keys : full;
    const queryNegates = kind !== null && negates(query, kind);
    const oneWord = !query.includes(' ');
    const longWords = query.split(' ').filter((word) => word.length > SHORT_WORD).length;
    return hits
      .filter(({ score }) => score >= floor)
      .map(({ doc }) => {
        // The phrase as hypothesis, the text as reference: recall is how much of the text the phrase covers.
        const stats = profileStatistics(charProfile(compared[doc]!), textProfile);
        const rank = chrfScore(stats, { beta: 2 });
        const confidence = chrfScore(stats, { beta: 1 });
        const negation = kind !== null && negates(keys[doc]!, kind) !== queryNegates ? NEGATION_PENALTY : 1;
        const wordAlone = kind === 'text' && !keys[doc]!.includes(' ');
        const otherWord = wordAlone && oneWord ? OTHER_WORD_PENALTY : 1;
        // "good bye" is the word "goodbye" typed in two.
        const split = keys[doc] === query.replaceAll(' ', '');
        const alone = wordAlone && longWords > 1 && !split ? WORD_ALONE_PENALTY : 1;
        const person = language !== null && differsInPerson(query, keys[doc]!, language) ? PERSON_PENALTY : 1;
        const factor = negation * otherWord * alone * person * (questions[doc] === asking ? 1 : MOOD_PENALTY);
        return {
          entry: positions[doc]!,
          rank: (factor * rank) / 100,
          confidence: (factor * confidence) / 100,
          exact: false,
          replaced: language !== null && !oneWord && replacesWord(query, keys[doc]!, language),
        };
      });
  };

  const bestCandidate = (found: readonly Candidate[]): Candidate | null => {
    let best: Candidate | null = null;
    for (const c of found) {
      if (
        !best ||
        Number(c.exact) > Number(best.exact) ||
        (c.exact === best.exact && (c.rank > best.rank || (c.rank === best.rank && c.entry < best.entry)))
      ) {
        best = c;
      }
    }
    return best;
  };

  // Darija in Arabic script is compared with the phrases written in Arabic script, and through the consonant
  // skeleton with those known only in chat letters (a little less trusted: the skeleton drops the vowels).
  const darijaCandidates = (
    text: string,
    usable: (entry: number) => boolean,
  ): { found: Candidate[]; arabic: boolean } => {
    if (!isArabicScript(text)) {
      const found = candidates('darija-latin', normaliseDarijaLatin(text), asks(text, 'darija'), usable);
      return { found, arabic: false };
    }
    const asking = asks(text, 'arabic');
    const byArabic = candidates('darija-arabic', normaliseArabic(text), asking, usable);
    const withArabic = new Set(byArabic.map((c) => c.entry));
    const bySkeleton = candidates('darija-skeleton', darijaSkeleton(text), asking, usable)
      .filter((c) => !withArabic.has(c.entry) && entries[c.entry]!.darija.ar === undefined)
      .map((c) => ({ ...c, rank: c.rank * 0.9, confidence: c.confidence * 0.9, exact: false }));
    return { found: [...byArabic, ...bySkeleton], arabic: true };
  };

  // Arabic-script words, for the phrase table (keyed by chat letters): each word as the known word of the same
  // consonant skeleton seen most often.
  const skeletonWords = new Map<PhraseTable, Map<string, string>>();
  const latinTokens = (text: string, table: PhraseTable): Token[] => {
    if (!isArabicScript(text)) return tokenise(text, 'darija');
    let bySkeleton = skeletonWords.get(table);
    if (!bySkeleton) {
      bySkeleton = new Map();
      for (const { key } of table.words()) {
        const skeleton = darijaSkeleton(key);
        if (skeleton && !bySkeleton.has(skeleton)) bySkeleton.set(skeleton, key);
      }
      skeletonWords.set(table, bySkeleton);
    }
    return normaliseArabic(text)
      .split(' ')
      .filter(Boolean)
      .map((surface) => ({
        key: bySkeleton.get(darijaSkeleton(surface)) ?? darijaSkeleton(surface),
        surface,
      }));
  };

  const fromEntry = (c: Candidate, direction: TranslationDirection, arabicQuery: boolean): Translation => {
    const entry = entries[c.entry]!;
    const match: TranslationMatch = c.exact ? 'exact' : 'closest';
    const base = { match, confidence: round(c.confidence), parts: [] };
    if (direction.to === 'darija') {
      return {
        ...base,
        text: entry.darija.latin,
        darija: { latin: entry.darija.latin, ar: entry.darija.ar ?? null },
        matched: { id: entry.id, text: entry.text[direction.from]!, ...(entry.note && { note: entry.note }) },
      };
    }
    const matchedText = arabicQuery && entry.darija.ar ? entry.darija.ar : entry.darija.latin;
    return {
      ...base,
      text: entry.text[direction.to]!,
      darija: null,
      matched: { id: entry.id, text: matchedText, ...(entry.note && { note: entry.note }) },
    };
  };

  const compose = (
    text: string,
    direction: TranslationDirection,
  ): { translation: Translation; rank: number } | null => {
    const table =
      direction.to === 'darija'
        ? options.phrases?.toDarija?.[direction.from]
        : options.phrases?.fromDarija?.[direction.to];
    if (!table) return null;
    const tokens = direction.from === 'darija' ? latinTokens(text, table) : tokenise(text, 'other');
    if (tokens.length === 0 || tokens.length > thresholds.composeWords) return null;
    const parts = table.decode(tokens).map((part) => keepLiteral(part, direction));
    // In a visitor's language, a word the table does not know taken for the known word it is spelled most like
    // names another thing ("aspirin" pieced as "ro7"): such a piecing is not given. From Darija the look-alike is
    // mostly the same word spelled another way (DODa spells each word many ways), so it stays (ADR 015, round 11).
    if (direction.from !== 'darija' && parts.some(isGuessed)) return null;
    const covered = parts.reduce((sum, p) => sum + p.similarity * p.source.split(' ').length, 0);
    const coverage = covered / tokens.length;
    if (coverage < thresholds.compose) return null;
    const words = parts.map((p) => p.target).filter(Boolean);
    if (words.length === 0) return null;
    // Neighbouring phrases often both carry a small word ("to" + "to the airport"): say it once.
    let output = words.join(' ').replace(/(?<!\S)(\S+)(?:\s+\1)+(?!\S)/giu, '$1');
    if (direction.to === 'en') output = englishCase(output);
    else if (direction.to !== 'darija') output = output.charAt(0).toUpperCase() + output.slice(1);
    const terminal = TERMINAL.exec(text.trim())?.[0];
    if (terminal) output += terminal.replace(/؟/g, '?');
    const pieces = parts.map((part) => ({
      source: part.source,
      target: part.target,
      guessed: isGuessed(part),
    }));
    const scale = pieces.some((piece) => piece.guessed) ? GUESSED_CONFIDENCE_SCALE : 1;
    const translation: Translation = {
      text: output,
      darija: direction.to === 'darija' ? { latin: output, ar: null } : null,
      match: 'composed',
      confidence: round(coverage ** 2 * COMPOSED_CONFIDENCE_CAP * scale),
      matched: null,
      parts: pieces,
    };
    return { translation, rank: coverage * COMPOSED_RANK_SCALE };
  };

  return {
    *prepare(direction) {
      for (const side of sidesOf(direction)) {
        if (sides.has(side)) continue;
        const built = yield* buildSide(side);
        // `translate` may have built it meanwhile: keep the first.
        if (!sides.has(side)) sides.set(side, built);
      }
    },

    translate(text, direction) {
      const plain = translateText(text, direction);
      // A price said in Darija is read as one unless a phrase says the whole text (the phrasebook's "alf ryal").
      if (direction.from !== 'darija' || plain.translation?.match === 'exact') return plain;
      const priced = translatePrice(
        text,
        direction.to,
        (rest) => besidePrice(rest, direction),
        thresholds.closest,
        plain.translation,
      );
      return priced ? { translation: priced } : plain;
    },
  };

  // One word beside a price is taken only from a phrase written in both scripts (the phrasebook's): a row known
  // only in chat letters (DODa's vocabulary) gives one spelling for several words, and out of a sentence the wrong
  // one ("hadi b 20 derham" was "Quiet: 20 dirhams": DODa's "hadi" is هادئ, calm, the driver's هادي, this).
  function besidePrice(rest: string, direction: TranslationDirection): TranslationOutcome {
    const outcome = translateText(rest, direction);
    const id = outcome.translation?.matched?.id;
    if (rest.includes(' ') || id === undefined || byId.get(id)?.darija.ar !== undefined) return outcome;
    return { translation: null, reason: 'no-match', confidence: outcome.translation!.confidence };
  }

  function translateText(text: string, direction: TranslationDirection): TranslationOutcome {
    const probe =
      direction.from === 'darija'
        ? isArabicScript(text)
          ? normaliseArabic(text)
          : normaliseDarijaLatin(text)
        : normaliseText(text);
    if (probe === '') return { translation: null, reason: 'empty', confidence: 0 };
    const target = direction.to;
    const usable =
      target === 'darija' ? () => true : (entry: number) => entries[entry]!.text[target] !== undefined;
    const { found, arabic } =
      direction.from === 'darija'
        ? darijaCandidates(text, usable)
        : { found: candidates(direction.from, probe, asks(text, 'text'), usable), arabic: false };
    // A phrase that says another word in the place of one of the text's is not given, however alike: for an
    // allergen, a medicine, a place or a price it says something else, and a visitor in a hurry takes it.
    const best = bestCandidate(found.filter((c) => !c.replaced));
    if (best && (best.exact || best.confidence >= thresholds.closest)) {
      return { translation: fromEntry(best, direction, arabic) };
    }
    const composed = compose(text, direction);
    if (composed && composed.rank >= (best?.confidence ?? 0)) return { translation: composed.translation };
    if (best && best.confidence >= thresholds.refuse)
      return { translation: fromEntry(best, direction, arabic) };
    return { translation: null, reason: 'no-match', confidence: round(best?.confidence ?? 0) };
  }
}

const round = (x: number) => Math.round(x * 1000) / 1000;

// Which normaliser wrote a side's keys, for the words "please" and "no" (the consonant skeleton has lost them).
const keyKind = (side: Side): 'text' | 'darija' | 'arabic' | null =>
  side === 'darija-latin'
    ? 'darija'
    : side === 'darija-arabic'
      ? 'arabic'
      : side === 'darija-skeleton'
        ? null
        : 'text';

const languageOf = (side: Side): Language | null =>
  side === 'darija-latin' || side === 'darija-arabic' || side === 'darija-skeleton' ? null : side;

const withoutCourtesyOn = (side: Side, key: string): string => {
  const kind = keyKind(side);
  return kind === null ? key : withoutCourtesy(key, kind);
};

// A number, or (into Darija) a capitalised name, nothing is known about stands for itself ("20", "Marrakech").
function keepLiteral(part: DecodedPart, direction: TranslationDirection): DecodedPart {
  if (part.target !== '') return part;
  if (/^\d+$/.test(part.source)) return { ...part, target: part.source, similarity: 1 };
  if (direction.to === 'darija' && /^\p{Lu}\p{Ll}+$/u.test(part.source)) {
    return { ...part, target: part.source, similarity: 0.5 };
  }
  return part;
}

// A piece translated as another word than the text's: the decoder's look-alike, not a known phrase, a literal
// number or name (which stands for itself), nor a word left untranslated.
const isGuessed = (part: DecodedPart) =>
  part.similarity > 0 && part.similarity < 1 && part.target !== part.source;

// English pieced together from lowercase phrases: a capital to start, and "I" as a word.
function englishCase(text: string): string {
  const fixed = text.replace(/\bi\b(?=$|\s|')/g, 'I');
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}
