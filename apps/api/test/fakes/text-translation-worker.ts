// A stand-in for the embedded translator's worker (providers/text-translation), its behaviour chosen by the
// module URL's `mode`: `echo` is ready at once and answers every text; `never-ready` never is; `crash` is ready
// and exits on its first text; `silent` is ready and never answers; `crash-once` crashes only in its first life
// (it leaves a marker file named by `marker`).
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type {
  TextTranslationAsk,
  TextTranslationTold,
} from '../../src/providers/text-translation/embedded-text-translation';

const query = new URL(import.meta.url).searchParams;
const mode = query.get('mode');
const port = parentPort!;
const tell = (told: TextTranslationTold) => port.postMessage(told);

let crash = mode === 'crash';
if (mode === 'crash-once') {
  const marker = query.get('marker')!;
  crash = !existsSync(marker);
  writeFileSync(marker, 'lived');
}
if (mode !== 'never-ready') tell({ type: 'ready', wallMs: 1, cpuMs: 1 });
port.on('message', (ask: TextTranslationAsk) => {
  if (crash) process.exit(3);
  if (mode === 'silent') return;
  tell({
    type: 'answer',
    id: ask.id,
    answer: {
      kind: 'translation',
      translation: `${ask.direction}:${ask.targetLang}:${ask.text}`,
      darija: { ar: null, latin: ask.text },
      match: 'exact',
      confidence: 1,
      matched: ask.text,
    },
  });
});
