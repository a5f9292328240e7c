// `npm run eval:translate`: chrF of the embedded translator on DODa's held-out rows (packages/data/src/doda/
// held-out.ts, which neither the memory nor its learned phrases ever saw), in both directions, against a
// nearest-sentence memory baseline. Prints one table; not a test.
//
// chrF is sacreBLEU's default (character 1..6-grams, whitespace removed, beta 2, case-sensitive, corpus-level);
// chrF++ (word 1..2-grams too) is printed beside it. A refusal is an empty line: "all" scores it as such, "answered"
// leaves those lines out. `--sweep` also prints the figures for other thresholds. `--rows <file>` writes the
// memory's answer to every held-out row (defaults), one JSON object a line, to compare two builds row by row.
//
// Guessed compositions: the composed answers with a piece the phrase table did not know and took for the known
// word spelled most like it (`parts[].guessed`), counted right against the others, per direction.
//
// Calibration: the memory's answers (defaults) grouped by the confidence the visitor is shown, with the share of
// each group that is right. "Right" is a sentence chrF of at least RIGHT_CHRF against the reference: a reader
// gets the meaning, give or take a word (a closest phrase that names another place scores well under it).
import { writeFileSync } from 'node:fs';
import { DODA_HELD_OUT } from '@mizan/data/doda/held-out';
import { DODA_SENTENCES } from '@mizan/data/doda/sentences';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { corpusChrf, sentenceChrf } from '@mizan/domain/translate/chrf';
import type { Thresholds, TranslationDirection } from '@mizan/domain/translate/translation-memory';

type Pair = readonly [english: string, darija: string];
interface Task {
  name: string;
  direction: TranslationDirection;
  source: (pair: Pair) => string;
  reference: (pair: Pair) => string;
}

const TASKS: Task[] = [
  {
    name: 'darija->en',
    direction: { from: 'darija', to: 'en' },
    source: (p) => p[1],
    reference: (p) => p[0],
  },
  {
    name: 'en->darija',
    direction: { from: 'en', to: 'darija' },
    source: (p) => p[0],
    reference: (p) => p[1],
  },
];

// The baseline: the memory's sentences only, the one whose source shares the most character trigrams (Dice,
// lowercased) with the text, its translation given whatever the likeness; no refusal, no phrasebook.
function trigrams(text: string): Map<string, number> {
  const s = text.toLowerCase();
  const grams = new Map<string, number>();
  for (let i = 0; i + 3 <= s.length; i += 1)
    grams.set(s.slice(i, i + 3), (grams.get(s.slice(i, i + 3)) ?? 0) + 1);
  return grams;
}

function dice(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [gram, count] of a) {
    total += count;
    shared += Math.min(count, b.get(gram) ?? 0);
  }
  for (const count of b.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

function nearestSentence(task: Task): (text: string) => string {
  const sources = DODA_SENTENCES.map((pair) => trigrams(task.source(pair)));
  return (text) => {
    const grams = trigrams(text);
    let best = 0;
    let bestScore = -1;
    sources.forEach((candidate, i) => {
      const score = dice(grams, candidate);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    return task.reference(DODA_SENTENCES[best]!);
  };
}

interface Row {
  system: string;
  task: string;
  all: number;
  allPlus: number;
  answered: number;
  refused: number;
  kinds: string;
}

function score(system: string, task: Task, outputs: readonly (string | null)[], kinds = ''): Row {
  const references = DODA_HELD_OUT.map(task.reference);
  const hypotheses = outputs.map((o) => o ?? '');
  const answered = outputs.flatMap((o, i) => (o === null ? [] : [i]));
  return {
    system,
    task: task.name,
    all: corpusChrf(hypotheses, references),
    allPlus: corpusChrf(hypotheses, references, { wordOrder: 2 }),
    answered: corpusChrf(
      answered.map((i) => hypotheses[i]!),
      answered.map((i) => references[i]!),
    ),
    refused: 1 - answered.length / outputs.length,
    kinds,
  };
}

const RIGHT_CHRF = 50;
const BANDS = [0, 0.2, 0.4, 0.6, 0.8, 1.001];
// Per task, per band: answers and right answers, by match kind.
const calibration = new Map<string, Map<number, Map<string, { answers: number; right: number }>>>();

function calibrate(task: Task, match: string, confidence: number, hypothesis: string, reference: string) {
  const band = BANDS.findIndex((upper, i) => i > 0 && confidence < upper) - 1;
  const byBand = calibration.get(task.name) ?? new Map();
  calibration.set(task.name, byBand);
  const byKind = byBand.get(band) ?? new Map();
  byBand.set(band, byKind);
  for (const kind of [match, 'all']) {
    const cell = byKind.get(kind) ?? { answers: 0, right: 0 };
    cell.answers += 1;
    if (sentenceChrf(hypothesis, reference) >= RIGHT_CHRF) cell.right += 1;
    byKind.set(kind, cell);
  }
}

// Per task: composed answers with a guessed piece and without, and how many of each are right.
const composedRight = new Map<string, Record<'guessed' | 'known', { answers: number; right: number }>>();
const rowLines: string[] = [];

function runMemory(task: Task, thresholds?: Partial<Thresholds>): Row {
  const translator = createEmbeddedTranslator(thresholds ? { thresholds } : {});
  const counts = { exact: 0, closest: 0, composed: 0 };
  const outputs = DODA_HELD_OUT.map((pair, row) => {
    const { translation } = translator.translate(task.source(pair), task.direction);
    if (translation && !thresholds) {
      const reference = task.reference(pair);
      const chrf = sentenceChrf(translation.text, reference);
      calibrate(task, translation.match, translation.confidence, translation.text, reference);
      const guessed = translation.parts.some((part) => part.guessed);
      if (translation.match === 'composed') {
        const byKind = composedRight.get(task.name) ?? {
          guessed: { answers: 0, right: 0 },
          known: { answers: 0, right: 0 },
        };
        composedRight.set(task.name, byKind);
        const cell = byKind[guessed ? 'guessed' : 'known'];
        cell.answers += 1;
        if (chrf >= RIGHT_CHRF) cell.right += 1;
      }
      rowLines.push(
        JSON.stringify({
          task: task.name,
          row,
          source: task.source(pair),
          reference,
          output: translation.text,
          match: translation.match,
          confidence: translation.confidence,
          chrf: Math.round(chrf * 10) / 10,
          parts: translation.parts,
        }),
      );
    } else if (!thresholds) {
      rowLines.push(
        JSON.stringify({ task: task.name, row, source: task.source(pair), reference: task.reference(pair) }),
      );
    }
    if (translation) counts[translation.match] += 1;
    return translation?.text ?? null;
  });
  const kinds = `${counts.exact} exact, ${counts.closest} closest, ${counts.composed} composed`;
  const label = thresholds ? `memory ${JSON.stringify(thresholds)}` : 'memory (defaults)';
  return score(label, task, outputs, kinds);
}

const rows: Row[] = [];
for (const task of TASKS) {
  const baseline = nearestSentence(task);
  rows.push(
    score(
      'nearest sentence',
      task,
      DODA_HELD_OUT.map((pair) => baseline(task.source(pair))),
    ),
  );
  rows.push(runMemory(task));
}
if (process.argv.includes('--sweep')) {
  for (const thresholds of [
    { compose: 0.6 },
    { compose: 0.9 },
    { closest: 0.6 },
    { closest: 0.8 },
    { refuse: 0.6 },
    { composeWords: 12 },
  ]) {
    for (const task of TASKS) rows.push(runMemory(task, thresholds));
  }
}

const f1 = (x: number) => x.toFixed(1);
console.log(
  `DODa held-out rows: ${DODA_HELD_OUT.length}; memory: ${DODA_SENTENCES.length} DODa sentence pairs + phrasebook`,
);
console.log(
  [
    'system'.padEnd(34),
    'task'.padEnd(11),
    'chrF all',
    'chrF++ all',
    'chrF answered',
    'refused',
    'answers',
  ].join(' | '),
);
for (const r of rows) {
  console.log(
    [
      r.system.padEnd(34),
      r.task.padEnd(11),
      f1(r.all).padStart(8),
      f1(r.allPlus).padStart(10),
      f1(r.answered).padStart(13),
      `${(r.refused * 100).toFixed(1)}%`.padStart(7),
      r.kinds,
    ].join(' | '),
  );
}

console.log(
  `\nCalibration (defaults): share right (sentence chrF >= ${RIGHT_CHRF}) per displayed confidence band`,
);
console.log(['task'.padEnd(11), 'band'.padEnd(9), 'all', 'exact', 'closest', 'composed'].join(' | '));
const cellText = (cell: { answers: number; right: number } | undefined) =>
  cell ? `${Math.round((100 * cell.right) / cell.answers)}% of ${cell.answers}` : '-';
for (const [task, byBand] of calibration) {
  for (const band of [...byBand.keys()].sort((a, b) => a - b)) {
    const byKind = byBand.get(band)!;
    const label = `${BANDS[band]! * 100}-${Math.min(100, Math.round(BANDS[band + 1]! * 100))}%`;
    console.log(
      [
        task.padEnd(11),
        label.padEnd(9),
        ...['all', 'exact', 'closest', 'composed'].map((k) => cellText(byKind.get(k))),
      ].join(' | '),
    );
  }
}

console.log(
  `\nComposed answers (defaults) with a guessed piece, and without: share right (sentence chrF >= ${RIGHT_CHRF})`,
);
for (const [task, byKind] of composedRight) {
  const cell = (c: { answers: number; right: number }) => (c.answers > 0 ? c : undefined);
  console.log(
    `${task.padEnd(11)} | guessed ${cellText(cell(byKind.guessed))} | known ${cellText(cell(byKind.known))}`,
  );
}

const rowsAt = process.argv.indexOf('--rows');
if (rowsAt >= 0) {
  const file = process.argv[rowsAt + 1];
  if (!file) throw new Error('--rows needs a file name');
  writeFileSync(file, `${rowLines.join('\n')}\n`);
  console.log(`\n${rowLines.length} rows written to ${file}`);
}
