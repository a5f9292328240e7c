// npx tsx scripts/translate-checks/run.ts [--rows] [--held-out|--tuning]
// Runs round 13's check set (tourist-typing.ts) through the phone's translator (the phrasebook) and the server's
// (phrasebook and DODa, as `POST /api/translate-text` runs it), each answer taken as the screen shows it
// (`typedAnswer`), into Darija from the visitor's languages and into English from Darija. Counts per half:
// right (the phrase meant, shown as a translation), refused (with, apart, the refusals that suggest the phrase
// meant), wrong (a translation that says another phrase: what a tourist would show a driver). An answer that is no
// phrasebook phrase (a DODa row, a composition) counts as a person judged it (`JUDGED`), or as unjudged, printed
// to be judged. `--rows` lists every row's answer.
import type { TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { createPhrasebookTranslator } from '@mizan/data/translation-memory';
import { judge, judgePrice, PRICE_VERDICTS, VERDICTS } from './judge';
import type { PriceVerdict, Verdict } from './judge';
import { PRICE_HELD_OUT_CHECKS, PRICE_TUNING_CHECKS } from './darija-prices';
import type { PriceCheck } from './darija-prices';
import { HELD_OUT_CHECKS, TUNING_CHECKS } from './tourist-typing';
import type { TranslateCheck } from './tourist-typing';

function runPrices(
  label: string,
  translator: TranslationMemory,
  halves: readonly [string, readonly PriceCheck[]][],
) {
  for (const [half, checks] of halves) {
    const counts = new Map<PriceVerdict, number>(PRICE_VERDICTS.map((v) => [v, 0]));
    const lines: string[] = [];
    for (const check of checks) {
      const { verdict, shown } = judgePrice(translator, check);
      counts.set(verdict, counts.get(verdict)! + 1);
      if (process.argv.includes('--rows') || verdict !== 'right')
        lines.push(
          `  ${verdict.padEnd(8)} ${check.text} -> ${shown}   (says: ${check.value} ${check.unit ?? '(no unit)'})`,
        );
    }
    console.log(
      `${label}, prices, ${half} (${checks.length}): ${PRICE_VERDICTS.map((v) => `${v} ${counts.get(v)}`).join(', ')}`,
    );
    for (const line of lines) console.log(line);
  }
}

function run(
  label: string,
  create: () => TranslationMemory,
  halves: readonly [string, readonly TranslateCheck[]][],
) {
  const translator = create();
  for (const [half, checks] of halves) {
    const counts = new Map<Verdict, number>(VERDICTS.map((v) => [v, 0]));
    const lines: string[] = [];
    for (const check of checks) {
      const { verdict, shown } = judge(translator, check);
      counts.set(verdict, counts.get(verdict)! + 1);
      if (process.argv.includes('--rows') || verdict === 'wrong' || verdict === 'unjudged')
        lines.push(
          `  ${verdict.padEnd(8)} ${check.from.padEnd(6)} ${check.text} -> ${shown}   (means: ${check.meaning})`,
        );
    }
    console.log(
      `${label}, ${half} (${checks.length}): ${VERDICTS.map((v) => `${v} ${counts.get(v)}`).join(', ')}`,
    );
    for (const line of lines) console.log(line);
  }
  const priceHalves: [string, readonly PriceCheck[]][] = [];
  if (!process.argv.includes('--held-out')) priceHalves.push(['tuning half', PRICE_TUNING_CHECKS]);
  if (!process.argv.includes('--tuning')) priceHalves.push(['held-out half', PRICE_HELD_OUT_CHECKS]);
  runPrices(label, translator, priceHalves);
}

const halves: [string, readonly TranslateCheck[]][] = [];
if (!process.argv.includes('--held-out')) halves.push(['tuning half', TUNING_CHECKS]);
if (!process.argv.includes('--tuning')) halves.push(['held-out half', HELD_OUT_CHECKS]);
run('phone (phrasebook)', createPhrasebookTranslator, halves);
run('server (phrasebook and DODa)', createEmbeddedTranslator, halves);
