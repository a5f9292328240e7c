// `npm run bench:translate`: how long one embedded lookup takes. Prints numbers; not a test.
//
// Server route: the translator as the API runs it, in its worker thread (providers/text-translation): the
// worker's build (wall and CPU, the main thread's event-loop delay meanwhile, RSS before and after), then
// `POST /api/translate-text` through the app (inject, in this process) with the same queries, and the time from
// buildApp to listening with the worker and with a stand-in that starts nothing. `--no-browser` skips Chromium.
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
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { DODA_HELD_OUT } from '@mizan/data/doda/held-out';
import { createEmbeddedTranslator } from '@mizan/data/doda/translator';
import { PHRASEBOOK } from '@mizan/data/phrasebook';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { TranslationDirection } from '@mizan/domain/translate/translation-memory';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { MAX_TYPED_TEXT_CHARS } from '@mizan/contracts/translate';
import type { TranslateTextRequest } from '@mizan/contracts/translate';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { IDENTITY_COOKIE } from '../apps/api/src/plugins/app/identity';
import { createEmbeddedTextTranslation } from '../apps/api/src/providers/text-translation/embedded-text-translation';
import type { TextTranslationProvider } from '../apps/api/src/providers/text-translation/text-translation-provider';

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

// Server route. The worker first, alone: what its build costs, and whether the main thread stays free meanwhile.
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
{
  const rssBefore = process.memoryUsage().rss;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const worker = createEmbeddedTextTranslation();
  const t0 = performance.now();
  const built = await new Promise<{ wallMs: number; cpuMs: number }>((resolve, reject) =>
    worker.start((event) => (event.type === 'ready' ? resolve(event) : reject(event.error))),
  );
  const readyAfter = performance.now() - t0;
  loop.disable();
  const rssAfter = process.memoryUsage().rss;
  console.log(
    `server route: worker ready ${readyAfter.toFixed(0)} ms after start (its build: ${built.wallMs} ms wall, ` +
      `${built.cpuMs} ms CPU); main thread's event-loop delay meanwhile p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(loop.max / 1e6).toFixed(1)} ms; RSS ${mb(rssBefore)} -> ${mb(rssAfter)} (+${mb(rssAfter - rssBefore)})`,
  );
  await worker.close();
}

/** An app on a throwaway SQLite folder; `textTranslation` replaces the worker (the stand-in for the start figure). */
async function benchApp(textTranslation?: TextTranslationProvider) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-translate-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SESSION_SECRET: 'bench-translate-session-secret-0123456789abcdef',
    WEB_DIST: path.join(dir, 'no-web-build'),
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'silent',
  });
  const t0 = performance.now();
  const app = await buildApp(config, textTranslation ? { providers: { textTranslation } } : {});
  // The socket accepts connections from its 'listening' event; onListen hooks (the worker's start) run after it.
  let acceptingMs = 0;
  app.server.once('listening', () => (acceptingMs = performance.now() - t0));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const listenMs = performance.now() - t0;
  return {
    app,
    listenMs,
    acceptingMs,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const standIn: TextTranslationProvider = {
  name: 'stand-in',
  languages: [],
  start: () => undefined,
  translate: () => Promise.reject(new Error('unused')),
  close: async () => undefined,
};
const listens: Record<'worker' | 'stand-in', number[]> = { worker: [], 'stand-in': [] };
const accepting: Record<'worker' | 'stand-in', number[]> = { worker: [], 'stand-in': [] };
for (let run = 0; run < 2 * REPEAT; run += 1) {
  // Alternating which goes first: a closed app's worker must not weigh on the other kind only.
  for (const kind of run % 2 === 0 ? (['stand-in', 'worker'] as const) : (['worker', 'stand-in'] as const)) {
    const made = await benchApp(kind === 'worker' ? undefined : standIn);
    listens[kind].push(made.listenMs);
    accepting[kind].push(made.acceptingMs);
    await made.close();
  }
}
console.log(
  `server route: buildApp to listening, fastest of ${2 * REPEAT}: with the worker ${ms(Math.min(...listens.worker))}, ` +
    `with a stand-in that starts nothing ${ms(Math.min(...listens['stand-in']))}; to accepting connections ` +
    `${ms(Math.min(...accepting.worker))} and ${ms(Math.min(...accepting['stand-in']))}`,
);

{
  const { app, close } = await benchApp();
  try {
    const csrf = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
    const cookie = csrf.cookies.find((c) => c.name === IDENTITY_COOKIE)!.value;
    const token = (csrf.json() as { csrf: string }).csrf;
    const asRequest = (q: Query): Omit<TranslateTextRequest, 'csrf'> =>
      q.direction.to === 'darija'
        ? { text: q.text, direction: 'to_darija', targetLang: q.direction.from as (typeof LANGUAGES)[number] }
        : { text: q.text, direction: 'from_darija', targetLang: q.direction.to };
    const post = (q: Query) =>
      app.inject({
        method: 'POST',
        url: '/api/translate-text',
        cookies: { [IDENTITY_COOKIE]: cookie },
        headers: { [CSRF_HEADER]: token },
        payload: { ...asRequest(q), [CSRF_FIELD]: token },
      });
    const queries = mixed.filter((q) => q.text.trim().length <= MAX_TYPED_TEXT_CHARS);
    // The first request waits for the worker's build (the server started it on listening).
    let first = await post(queries[0]!);
    while (first.statusCode === 503) first = await post(queries[0]!);
    const times: number[] = [];
    const statuses = new Map<number, number>();
    for (const q of queries) {
      const t0 = performance.now();
      const response = await post(q);
      times.push(performance.now() - t0);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    console.log(
      summary('server route POST /api/translate-text (inject)', times) +
        ` statuses ${[...statuses].map(([status, n]) => `${status}x${n}`).join(' ')}`,
    );
  } finally {
    await close();
  }
}

// Browser.
if (process.argv.includes('--no-browser')) {
  console.log('browser: skipped (--no-browser)');
} else if (!existsSync(chromiumPath)) {
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
        // What the screen does instead: the tab's indexes built ahead in steps (it runs them in idle slices of
        // about 8 ms); the longest step is the longest task they can make.
        globalThis.benchPrepared = (language) => {
          const t = createPhrasebookTranslator();
          let longest = 0;
          let longestAt = 0;
          let total = 0;
          let count = 0;
          for (const direction of [{ from: language, to: 'darija' }, { from: 'darija', to: language }]) {
            const steps = t.prepare(direction);
            for (;;) {
              const t0 = performance.now();
              const done = steps.next().done;
              const took = performance.now() - t0;
              if (took > longest) {
                longest = took;
                longestAt = count;
              }
              total += took;
              count += 1;
              if (done) break;
            }
          }
          const t1 = performance.now();
          t.translate('Where is the train station?', { from: language, to: 'darija' });
          t.translate('fin kayna lagar?', { from: 'darija', to: language });
          return { longest, longestAt, total, count, firstTranslations: performance.now() - t1 };
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
      const prepared: {
        longest: number;
        longestAt: number;
        total: number;
        count: number;
        firstTranslations: number;
      }[] = [];
      for (let run = 0; run < REPEAT; run += 1) {
        const fresh = await browser.newPage();
        await fresh.addScriptTag({ content: code });
        const freshCdp = await fresh.context().newCDPSession(fresh);
        await freshCdp.send('Emulation.setCPUThrottlingRate', { rate });
        prepared.push(
          await fresh.evaluate(
            (language) =>
              (
                globalThis as unknown as {
                  benchPrepared: (l: string) => {
                    longest: number;
                    longestAt: number;
                    total: number;
                    count: number;
                    firstTranslations: number;
                  };
                }
              ).benchPrepared(language),
            LANGUAGES[run % LANGUAGES.length]!,
          ),
        );
        await fresh.close();
      }
      console.log(
        `browser, phrasebook translator, CPU ${rate}x slower, both directions' indexes built ahead in ${prepared[0]!.count} steps ` +
          `(${REPEAT} cold pages): longest step of each page ${prepared.map((p) => `${ms(p.longest)} (step ${p.longestAt})`).join(', ')}; ` +
          `all steps ${ms(Math.min(...prepared.map((p) => p.total)))}, then the first translation each way ` +
          `${ms(Math.min(...prepared.map((p) => p.firstTranslations)))}`,
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
