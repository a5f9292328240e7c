// `npm run bench:web`: build the web app, then for each route print what a cold first visit loads before
// the visitor can use it (JS and CSS, gzip and brotli, measured from what Chromium really fetched:
// bench-web/first-interaction.mjs), Lighthouse mobile on a cold first visit (median of the runs: score, FCP,
// LCP, TBT, CLS, SI) and on a repeat visit served by the service worker (LCP and the bytes that went over the
// wire), and a table of all of it at the end.
// Options: `--no-build` measures the last build; `--runs N` Lighthouse runs per route and visit (default 5);
// `--routes /,/taxi-fares` measures only those; `--no-lighthouse` prints only the bytes; `--no-repeat` skips
// the repeat visits; `--throttled` adds cold visits under applied throttling (bench-web/throttled-visit.mjs:
// first paint, first script request, page started), `--runs` of them. `WEB_DIST=/tmp/x` builds into and serves another folder, leaving apps/web/dist (used by
// the browser journeys) alone. Lighthouse on this shared 2-core machine is noisy: compare medians.
// Each cold Lighthouse run also prints its LCP element, the observed (unthrottled) FCP and LCP, and what had
// finished loading before that LCP, which Lighthouse's simulated LCP counts whatever its priority
// (bench-web/lcp-diagnosis.mjs, ADR 022 ninth pass); the reports stay in the folder printed at the start.
// `--traces` keeps each cold run's trace there too and prints the LCP candidates Chromium recorded.
// `--applied` adds cold runs with Lighthouse's applied throttling (`--throttling-method=devtools`): the
// load itself is slowed, so the paint and the scripts arrive in a phone's order, not the local server's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchDist } from './bench-web/build.mjs';
import { CHROMIUM_PATH, launch } from './bench-web/chromium.mjs';
import { loadedBeforeInteraction } from './bench-web/first-interaction.mjs';
import { lighthouseRuns, median, reports } from './bench-web/lighthouse.mjs';
import { repeatVisits } from './bench-web/repeat-visit.mjs';
import { throttledVisits } from './bench-web/throttled-visit.mjs';
import { startServer } from './bench-web/server.mjs';
import { kb } from './bench-web/sizes.mjs';

// The account, completion and hidden checkout routes too: issue 15's 130 KB holds on any route (ADR 022,
// 2026-11-25).
const ROUTES = [
  '/',
  '/taxi-fares',
  '/contacts',
  '/transcribe',
  '/itinerary',
  '/about',
  '/pay',
  '/profile',
  '/login',
  '/app',
  '/pay/complete',
  '/mr/checkout',
  '/tst/checkout',
];
// Issue 15's targets: JS before the first interaction, gzip.
const JS_BUDGET = { '/': 120 * 1024, other: 130 * 1024 };

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

function options() {
  const routes = option('--routes', ROUTES.join(','))
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return {
    runs: Math.max(1, Number(option('--runs', 5)) || 1),
    routes,
    lighthouse: !process.argv.includes('--no-lighthouse'),
    repeat: !process.argv.includes('--no-repeat'),
    throttled: process.argv.includes('--throttled'),
    traces: process.argv.includes('--traces'),
    applied: process.argv.includes('--applied'),
  };
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const lighthouseColumns = (prefix, m) =>
  m
    ? {
        [`${prefix}score`]: m.score,
        [`${prefix}FCP s`]: seconds(m.fcp),
        [`${prefix}LCP s`]: seconds(m.lcp),
        [`${prefix}TBT ms`]: Math.round(m.tbt),
        [`${prefix}CLS`]: m.cls.toFixed(3),
        [`${prefix}SI s`]: seconds(m.si),
      }
    : {};

/** Cold Lighthouse runs of `url`, each printed with what its LCP was and what came before it. */
function coldRuns(url, label, opts, lighthouseOptions) {
  const runs = lighthouseRuns(url, opts.runs, lighthouseOptions);
  runs.forEach((r, i) => {
    const d = r.diagnosis;
    console.log(
      `  ${label} ${i + 1}/${runs.length}: ${r.score}, FCP ${seconds(r.fcp)} s, LCP ${seconds(r.lcp)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${seconds(r.si)} s`,
    );
    console.log(
      `    LCP element ${d.element}; observed FCP ${d.observedFcp} ms, LCP ${d.observedLcp} ms; finished before` +
        ` the observed LCP: ${d.requestsBefore} requests (${d.scriptsBefore} scripts, ${kb(d.bytesBefore)} KB)`,
    );
    for (const c of r.candidates ?? []) {
      console.log(`    LCP candidate ${c.index}: node ${c.node}, ${c.size} px², at ${Math.round(c.at)} ms`);
    }
  });
  return runs;
}

async function measureRoute(browser, base, route, opts) {
  const url = `${base}${route}`;
  const bytes = await loadedBeforeInteraction(browser, opts.dist, url);
  const budget = route === '/' ? JS_BUDGET['/'] : JS_BUDGET.other;
  console.log(
    `\n${route}: JS ${kb(bytes.js.gzip)} KB gzip / ${kb(bytes.js.brotli)} KB brotli in ${bytes.jsFiles} files` +
      ` (budget ${kb(budget)} KB gzip${bytes.js.gzip > budget ? ', OVER' : ''}); CSS ${kb(bytes.css.gzip)} KB gzip;` +
      ` HTML ${kb(bytes.html.gzip)} KB gzip`,
  );
  for (const file of bytes.files) console.log(`  ${file.kind} ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
  if (bytes.external.length > 0) console.log(`  not counted (other origins): ${bytes.external.join(', ')}`);
  const row = {
    route,
    'JS gz KB': kb(bytes.js.gzip),
    'JS br KB': kb(bytes.js.brotli),
    'CSS gz KB': kb(bytes.css.gzip),
    'CSS br KB': kb(bytes.css.brotli),
  };
  if (opts.throttled) {
    const visits = await throttledVisits(browser, url, opts.runs);
    visits.forEach((v, i) =>
      console.log(
        `  throttled ${i + 1}/${visits.length}: FCP ${seconds(v.fcp)} s, scripts requested ${seconds(v.scriptsFrom)}-${seconds(v.scriptsTo)} s, started ${seconds(v.started)} s`,
      ),
    );
    const m = median(visits);
    Object.assign(row, {
      'thr FCP s': seconds(m.fcp),
      'thr scripts s': seconds(m.scriptsFrom),
      'thr started s': seconds(m.started),
    });
  }
  if (!opts.lighthouse) return row;

  const cold = coldRuns(url, 'cold', opts, { traces: opts.traces });
  Object.assign(row, lighthouseColumns('', median(cold)));
  if (opts.applied) {
    const applied = coldRuns(url, 'applied', opts, { applied: true, traces: opts.traces });
    Object.assign(row, lighthouseColumns('applied ', median(applied)));
  }
  if (!opts.repeat) return row;
  const repeat = await repeatVisits(url, opts.runs);
  repeat.forEach((r, i) =>
    console.log(
      `  repeat ${i + 1}/${repeat.length}: ${r.score}, LCP ${seconds(r.lcp)} s, TBT ${Math.round(r.tbt)} ms, ${kb(r.bytes)} KB over the wire`,
    ),
  );
  const m = median(repeat);
  return m ? { ...row, 'repeat LCP s': seconds(m.lcp), 'repeat KB': kb(m.bytes) } : row;
}

async function main() {
  const opts = { ...options(), dist: benchDist() };
  if (!existsSync(path.join(opts.dist, 'index.html'))) {
    console.error(`${opts.dist} holds no build: run without --no-build, or set WEB_DIST to a built folder.`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`${CHROMIUM_PATH} not found: install Debian's chromium (never a downloaded browser).`);
    process.exit(1);
  }
  if (opts.lighthouse) console.log(`Lighthouse reports: ${reports}`);
  const server = await startServer(opts.dist);
  const browser = await launch();
  const rows = [];
  try {
    for (const route of opts.routes) rows.push(await measureRoute(browser, server.base, route, opts));
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(
    `\nPer route: JS and CSS before the first interaction (cold visit, 4x CPU); Lighthouse mobile medians of ${opts.runs} (cold first visit; repeat visit through the service worker):`,
  );
  console.table(rows);
}

await main();
