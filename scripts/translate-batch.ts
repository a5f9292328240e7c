// `npm run --silent translate:batch -- --from darija|en|es|fr|de --to en|es|fr|de|darija [--json]`
// Reads one sentence a line on standard input and writes one line each on standard output with the embedded
// translator (the server's: phrasebook, DODa, learned phrases): the translation, or an empty line where it refuses.
// Darija comes out in chat letters (`--script arabic` gives the Arabic script where it is known, else an empty
// line); `--json` writes the whole answer (match, confidence, matched phrase, parts) as one JSON object a line.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { LANGUAGES, type Language } from '@mizan/domain/text/language';
import type { TranslationDirection } from '@mizan/domain/translate/translation-memory';

const usage =
  'usage: translate:batch -- --from darija|en|es|fr|de --to en|es|fr|de|darija [--script latin|arabic] [--json]';
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    script: { type: 'string', default: 'latin' },
    json: { type: 'boolean', default: false },
  },
});
const isLanguage = (x: string | undefined): x is Language => LANGUAGES.includes(x as Language);

let direction: TranslationDirection;
if (values.from === 'darija' && isLanguage(values.to)) direction = { from: 'darija', to: values.to };
else if (isLanguage(values.from) && values.to === 'darija') direction = { from: values.from, to: 'darija' };
else {
  console.error(`${usage}\n(one side must be darija, the other en, es, fr or de)`);
  process.exit(2);
}
if (values.script !== 'latin' && values.script !== 'arabic') {
  console.error(usage);
  process.exit(2);
}

const translator = createEmbeddedTranslator();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out: string[] = [];
const flush = () => {
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
  out.length = 0;
};
for await (const line of lines) {
  const outcome = translator.translate(line, direction);
  if (values.json) out.push(JSON.stringify({ text: line, ...outcome }));
  else if (!outcome.translation) out.push('');
  else if (values.script === 'arabic') out.push(outcome.translation.darija?.ar ?? '');
  else out.push(outcome.translation.text.replace(/\s*\n\s*/g, ' '));
  if (out.length >= 256) flush();
}
flush();
