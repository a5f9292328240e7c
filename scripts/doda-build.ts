// Builds packages/data/src/doda/ from the Darija Open Dataset (MIT version, ../shared/data/doda by default, or
// DODA_DIR): the sentence pairs the translation memory learns from, the rows held out to measure it, and the
// vocabulary. `npm run doda:build`; the output is committed, so nothing at run time reads the CSV files.
//
// Held-out split: a sentence pair is held out when the FNV-1a hash of its normalised English is 0 mod 10. Every
// copy of one English sentence lands on the same side (the corpus repeats "how are you?" four times), and a
// training row whose Darija is also a held-out row's Darija is dropped, so the memory never holds a held-out row.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { normaliseDarijaLatin, normaliseText } from '@mizan/domain/translate/normalise';
import { learnPhrases, type ParallelSentence, type PhraseRow } from '@mizan/domain/translate/phrase-table';
import { tokenise } from '@mizan/domain/translate/tokens';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.resolve(process.env.DODA_DIR ?? path.join(root, '../shared/data/doda'));
const out = path.join(root, 'packages/data/src/doda');

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const readCsv = (name: string) => parseCsv(readFileSync(path.join(source, name), 'utf8'));
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const isHeldOut = (english: string) => fnv1a(normaliseText(english)) % 10 === 0;

// Sentences.
type Pair = [english: string, darija: string];
const pairs: Pair[] = readCsv('sentences-train.csv')
  .slice(1)
  .map(([en = '', da = '']): Pair => [clean(en), clean(da)])
  .filter(([en, da]) => en !== '' && da !== '');
const heldOut = pairs.filter(([en]) => isHeldOut(en));
const heldOutDarija = new Set(heldOut.map(([, da]) => normaliseDarijaLatin(da)));
const seen = new Set<string>();
const train = pairs.filter(([en, da]) => {
  if (isHeldOut(en) || heldOutDarija.has(normaliseDarijaLatin(da))) return false;
  const key = `${normaliseText(en)}\t${normaliseDarijaLatin(da)}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});

// Vocabulary: every file with spelling-variant columns (n1..n6, or darija) and an English meaning. The conjugation
// and gender tables have no English column; the names are not vocabulary.
type Word = [english: string, ...darija: string[]];
const words: Word[] = [];
const wordSeen = new Set<string>();
for (const file of readdirSync(source)
  .filter((f) => /^(semantic|syntactic|extra)-.+\.csv$/.test(f))
  .sort()) {
  const [header = [], ...rows] = readCsv(file);
  const names = header.map((h) => h.trim());
  const english = names.indexOf('eng');
  const variants = names.flatMap((h, i) => (/^n\d$/.test(h) || h === 'darija' ? [i] : []));
  if (english < 0 || variants.length === 0) continue;
  for (const row of rows) {
    const en = clean(row[english] ?? '');
    const darija = [
      ...new Set(variants.map((i) => clean(row[i] ?? '')).filter((v) => v !== '' && !/^\?+$/.test(v))),
    ];
    if (en === '' || darija.length === 0) continue;
    const key = `${normaliseText(en)}\t${darija.map(normaliseDarijaLatin).join('|')}`;
    if (wordSeen.has(key)) continue;
    wordSeen.add(key);
    words.push([en, ...darija]);
  }
}

// Phrases, learned from the memory's sentences, the phrasebook (English and chat letters) and the vocabulary (each
// spelling variant its own pair), so that a sentence no one wrote down can still be pieced together.
const parallel: ParallelSentence[] = [
  ...train.map(([en, da]) => [en, da] as const),
  ...PHRASEBOOK.map((p) => [p.text.en, p.darija.latin] as const),
  ...words.flatMap(([en, ...darija]) => darija.map((da) => [en, da] as const)),
].map(([en, da]) => ({ source: tokenise(en, 'other'), target: tokenise(da, 'darija') }));
const learned = learnPhrases(parallel);
// A phrase of several words seen once is more often a misalignment than a phrase: only single words keep theirs.
const keep = (rows: PhraseRow[]) => rows.filter(([source, , count]) => count > 1 || !source.includes(' '));
const toDarija = keep(learned.forward);
const fromDarija = keep(learned.backward);

const HEADER = `// Generated by scripts/doda-build.ts from the Darija Open Dataset (MIT version, commit f6b952c): do not edit.
// This software includes data sourced from Darija Open Dataset (https://github.com/darija-open-dataset/dataset);
// see LICENSE and README.md beside this file.
`;
const tuple = (values: readonly string[]) => `  [${values.map((v) => JSON.stringify(v)).join(', ')}],`;

mkdirSync(out, { recursive: true });
// Written as prettier would (the repository's style), so that formatting the folder changes nothing.
const prettierOptions = await resolveConfig(path.join(out, 'sentences.ts'));
const writeSource = async (name: string, source: string) =>
  writeFileSync(path.join(out, name), await format(source, { ...prettierOptions, parser: 'typescript' }));
await writeSource(
  'sentences.ts',
  `${HEADER}
/** English / Darija (chat letters) sentence pairs, community-made and noisy; the held-out rows are not here. */
export const DODA_SENTENCES: readonly (readonly [english: string, darija: string])[] = [
${train.map(tuple).join('\n')}
];
`,
);
await writeSource(
  'held-out.ts',
  `${HEADER}
/**
 * The rows set aside to measure the translator (scripts/eval-translate.ts): never give them to the memory.
 * A row is held out when the FNV-1a hash of its normalised English is 0 mod 10.
 */
export const DODA_HELD_OUT: readonly (readonly [english: string, darija: string])[] = [
${heldOut.map(tuple).join('\n')}
];
`,
);
await writeSource(
  'words.ts',
  `${HEADER}
/** Vocabulary: an English meaning, then the Darija word's spelling variants in chat letters. */
export const DODA_WORDS: readonly (readonly [english: string, ...darija: string[]])[] = [
${words.map(tuple).join('\n')}
];
`,
);
const row = ([source, target, count]: PhraseRow) =>
  `  [${JSON.stringify(source)}, ${JSON.stringify(target)}, ${count}],`;
await writeSource(
  'phrases.ts',
  `${HEADER}
import type { PhraseRow } from '@mizan/domain/translate/phrase-table';

/**
 * Phrase pairs learned from the memory's sentences, the phrasebook and the vocabulary: [source keys, translation as
 * written, times seen]. English keys to Darija in chat letters:
 */
export const ENGLISH_TO_DARIJA_PHRASES: readonly PhraseRow[] = [
${toDarija.map(row).join('\n')}
];

/** Darija keys (chat letters, normalised) to English. */
export const DARIJA_TO_ENGLISH_PHRASES: readonly PhraseRow[] = [
${fromDarija.map(row).join('\n')}
];
`,
);
writeFileSync(path.join(out, 'LICENSE'), readFileSync(path.join(source, 'LICENSE')));

console.log(
  `${pairs.length} sentence pairs: ${train.length} for the memory, ${heldOut.length} held out, ` +
    `${pairs.length - train.length - heldOut.length} dropped (duplicates, or a held-out row's Darija); ${words.length} words; ` +
    `${toDarija.length} phrases to Darija, ${fromDarija.length} from Darija`,
);
