// `npm run bench:translate`: how long one embedded lookup takes. Prints numbers; not a test.
//
// Server: the full embedded translator (phrasebook, DODa, learned phrases) in this Node process. Browser: the
// browser's translator (the phrasebook's) bundled with esbuild and run in Debian's Chromium (playwright-core),
// as is and with the CPU throttled 4x through the DevTools protocol (Lighthouse's mobile setting); with
// `--full-in-browser` the server's translator is measured in Chromium too.
//
// The queries: every phrasebook entry in each language and both Darija scripts, and DODa's held-out sentences both
// ways (most of which the memory must compose or refuse, the slow path), cycled to BENCH_QUERIES (default 4000)
// after a warm-up pass. Wall-clock time is what a caller waits; on a shared machine it includes time the process
// was not running, so the server also reports CPU time per lookup (process.cpuUsage), both sides report the
// fastest of REPEAT runs of each lookup, and the load average is printed. Chromium's timer ticks in 0.1 ms.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { DODA_HELD_OUT } from '@mizan/data/doda/held-out';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { TranslationDirection } from '@mizan/domain/translate/translation-memory';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_QUERIES ?? 4000);
// Each lookup is also run this many times in a row and its fastest run kept: the lookup is pure and memoises
// nothing, so the fastest run is its own cost without the time other processes had the CPU.
const REPEAT = 5;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Query {
  text: string;
  direction: TranslationDirection;
}

const phrasebookQueries: Query[] = PHRASEBOOK.flatMap((p) => [
  ...LANGUAGES.map((from): Query => ({ text: p.text[from], direction: { from, to: 'darija' } })),
  { text: p.darija.latin, direction: { from: 'darija', to: 'en' } },
  { text: p.darija.ar, direction: { from: 'darija', to: 'fr' } },
]);
const dodaQueries: Query[] = DODA_HELD_OUT.flatMap(([en, darija]) => [
  { text: en, direction: { from: 'en', to: 'darija' } },
  { text: darija, direction: { from: 'darija', to: 'en' } },
]);
const cycle = (queries: Query[]) => Array.from({ length: COUNT }, (_, i) => queries[i % queries.length]!);
// Interleaved so that both kinds of query are spread over the run.
const mixed = cycle(phrasebookQueries.flatMap((q, i) => [q, dodaQueries[i % dodaQueries.length]!]));
const phrasebookOnly = cycle(phrasebookQueries);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;
function summary(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(46)} p50 ${ms(quantile(s, 0.5)).padStart(9)}  p99 ${ms(quantile(s, 0.99)).padStart(9)}  max ${ms(s.at(-1)!).padStart(9)}  (${s.length} lookups)`;
}

// Server. The indexes are built on first use in each direction; that is timed apart, then a warm-up pass.
const started = performance.now();
const translator = createEmbeddedTranslator();
translator.translate('Hello', { from: 'en', to: 'darija' });
translator.translate('salam', { from: 'darija', to: 'en' });
translator.translate('السلام', { from: 'darija', to: 'en' });
translator.translate('bghit lmatar', { from: 'darija', to: 'en' });
translator.translate('I want the airport', { from: 'en', to: 'darija' });
const built = performance.now() - started;
for (const q of [...phrasebookQueries, ...dodaQueries]) translator.translate(q.text, q.direction);
const wall: number[] = [];
const cpu: number[] = [];
const best: number[] = [];
for (const q of mixed) {
  let fastest = Infinity;
  for (let run = 0; run < REPEAT; run += 1) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    translator.translate(q.text, q.direction);
    const took = performance.now() - t0;
    fastest = Math.min(fastest, took);
    if (run === 0) {
      wall.push(took);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  best.push(fastest);
}
console.log(
  `Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} (1, 5, 15 min)`,
);
console.log(`server: translator and its indexes built on first use in ${ms(built)}`);
console.log(summary('server, full translator, wall clock', wall));
console.log(summary('server, full translator, CPU time', cpu));
console.log(summary(`server, full translator, fastest of ${REPEAT} runs`, best));

// Browser.
if (!existsSync(chromiumPath)) {
  console.log(`browser: ${chromiumPath} not found (set CHROMIUM_PATH); no browser figure`);
} else {
  const full = process.argv.includes('--full-in-browser');
  const bundle = await build({
    stdin: {
      contents: `
        import { createPhrasebookTranslator } from '@mizan/data/translation-memory';
        ${full ? "import { createEmbeddedTranslator } from '@mizan/data/doda/translator';" : ''}
        // What the screen pays once: the memory made when its chunk loads, then each side's index on the
        // first translation from that side (the typed field's first answer).
        globalThis.benchFirstUse = (language) => {
          const t0 = performance.now();
          const t = createPhrasebookTranslator();
          const t1 = performance.now();
          t.translate('Where is the train station?', { from: language, to: 'darija' });
          const t2 = performance.now();
          t.translate('fin kayna lagar?', { from: 'darija', to: language });
          const t3 = performance.now();
          return { create: t1 - t0, fromVisitor: t2 - t1, fromDarija: t3 - t2 };
        };
        globalThis.benchTranslate = (queries, which, repeat) => {
          const t = which === 'full' ? createEmbeddedTranslator() : createPhrasebookTranslator();
          for (const q of queries) t.translate(q.text, q.direction);
          const first = [];
          const best = [];
          for (const q of queries) {
            let fastest = Infinity;
            for (let run = 0; run < repeat; run += 1) {
              const t0 = performance.now();
              t.translate(q.text, q.direction);
              const took = performance.now() - t0;
              if (run === 0) first.push(took);
              fastest = Math.min(fastest, took);
            }
            best.push(fastest);
          }
          return { first, best };
        };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const code = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: code });
    const cdp = await page.context().newCDPSession(page);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      `browser: Chromium ${browser.version()}, bundle (${full ? 'both translators' : 'phrasebook translator'}) ` +
        `${kb(code.length)} minified, ${kb(gzipSync(code).length)} gzip`,
    );
    // The first use, cold: each run in a fresh page (no compiled code yet), as a visitor's first translation.
    for (const rate of [1, 4]) {
      const firsts: { create: number; fromVisitor: number; fromDarija: number }[] = [];
      for (let run = 0; run < REPEAT; run += 1) {
        const fresh = await browser.newPage();
        await fresh.addScriptTag({ content: code });
        const freshCdp = await fresh.context().newCDPSession(fresh);
        await freshCdp.send('Emulation.setCPUThrottlingRate', { rate });
        firsts.push(
          await fresh.evaluate(
            (language) =>
              (
                globalThis as unknown as {
                  benchFirstUse: (l: string) => { create: number; fromVisitor: number; fromDarija: number };
                }
              ).benchFirstUse(language),
            LANGUAGES[run % LANGUAGES.length]!,
          ),
        );
        await fresh.close();
      }
      const fastest = (key: 'create' | 'fromVisitor' | 'fromDarija') =>
        ms(Math.min(...firsts.map((first) => first[key])));
      console.log(
        `browser, phrasebook translator, CPU ${rate}x slower, cold first use (fastest of ${REPEAT} pages): made ${fastest('create')}, ` +
          `first translation to Darija ${fastest('fromVisitor')}, first from Darija ${fastest('fromDarija')}`,
      );
    }
    const runs: [string, Query[], 'phrasebook' | 'full'][] = [
      ['phrasebook translator', phrasebookOnly, 'phrasebook'],
    ];
    if (full) runs.push(['full translator', mixed, 'full']);
    for (const [label, queries, which] of runs) {
      for (const rate of [1, 4]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const { first, best: fastest } = await page.evaluate(
          ([qs, w, r]) =>
            (
              globalThis as unknown as {
                benchTranslate: (q: unknown, w: string, r: number) => { first: number[]; best: number[] };
              }
            ).benchTranslate(qs, w, r),
          [queries, which, REPEAT] as const,
        );
        console.log(summary(`browser, ${label}, CPU ${rate}x slower`, first));
        console.log(summary(`browser, ${label}, CPU ${rate}x slower, fastest of ${REPEAT}`, fastest));
      }
    }
  } finally {
    await browser.close();
  }
}
