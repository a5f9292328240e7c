// The embedded translator's thread (ADR 015 "Where the embedded translator runs"): the phrasebook, DODa's
// sentences and vocabulary and the phrases learned from them take seconds of CPU to index, and each lookup is
// synchronous; here neither holds up the server's event loop. Messages: see embedded-text-translation.ts.
import { parentPort } from 'node:worker_threads';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { DODA_MEMORY, createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { PHRASEBOOK_MEMORY } from '@mizan/data/translation-memory';
import { LANGUAGES } from '@mizan/domain/text/language';
import { typedAnswer } from '@mizan/domain/translate/typed-answer';
import type { TranslationDirection } from '@mizan/domain/translate/translation-memory';
import type { TextTranslationAsk, TextTranslationTold } from './embedded-text-translation';

const port = parentPort;
if (!port) throw new Error('embedded-text-translation-worker runs as a worker thread');

const wallStart = performance.now();
const cpuStart = process.cpuUsage();
const memory = createEmbeddedTranslator();
const darijaById = new Map([...PHRASEBOOK_MEMORY, ...DODA_MEMORY].map((entry) => [entry.id, entry.darija]));

// The memory builds each index on its first use: one lookup per side builds them all now, before "ready", so no
// visitor's lookup pays for it.
const sample = PHRASEBOOK[0]!;
for (const language of LANGUAGES) memory.translate(sample.text[language], { from: language, to: 'darija' });
for (const darija of [sample.darija.latin, sample.darija.ar, 'bghit nmchi l mdina']) {
  memory.translate(darija, { from: 'darija', to: 'en' });
}
const cpu = process.cpuUsage(cpuStart);
port.postMessage({
  type: 'ready',
  wallMs: Math.round(performance.now() - wallStart),
  cpuMs: Math.round((cpu.user + cpu.system) / 1000),
} satisfies TextTranslationTold);

port.on('message', (ask: TextTranslationAsk) => {
  const direction: TranslationDirection =
    ask.direction === 'to_darija'
      ? { from: ask.targetLang, to: 'darija' }
      : { from: 'darija', to: ask.targetLang };
  const answer = typedAnswer(memory.translate(ask.text, direction), ask.text, direction, (id) =>
    darijaById.get(id),
  );
  port.postMessage({ type: 'answer', id: ask.id, answer } satisfies TextTranslationTold);
});
