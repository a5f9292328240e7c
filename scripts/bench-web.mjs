// `npm run bench:web`: build the web app, print the JavaScript and CSS each route loads (the entry, its
// static imports and the route's lazy module with its static imports; gzip and brotli), the service
// worker's precache size, then Lighthouse mobile on / when Chromium is present.
// Options: `--no-build` measures the last build; `--runs N` runs Lighthouse N times (default 3) and reports
// each run and the median, since one run on a shared machine is noisy. `WEB_DIST=/tmp/x` builds into and
// serves another folder, leaving apps/web/dist (used by the browser journeys) alone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : 'apps/web/dist';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const routesDir = 'src/app/routes/';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!process.argv.includes('--no-build')) {
  const outDir = process.env.WEB_DIST ? ['--outDir', dist, '--emptyOutDir'] : [];
  const build = spawnSync('npm', ['run', 'build', '-w', '@mizan/web', '--', ...outDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
function measure(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) sizes.set(file, measure(readFileSync(path.join(dist, file))));
  return sizes.get(file);
}
// The build inlines the entry's stylesheet into index.html (apps/web/build/inline-css.ts), which every route
// loads; a stylesheet still on disk is one a route loads by URL.
const inlineCss = [
  ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g),
]
  .map((match) => match[1])
  .join('');
const inlineCssSize = measure(Buffer.from(inlineCss));

/** The chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function total(files) {
  return [...files].reduce(
    (sum, f) => {
      const s = sizeOf(f);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const rows = [];
for (const key of Object.keys(manifest)
  .filter((k) => k.startsWith(routesDir))
  .sort()) {
  const chunks = new Set([...entry, ...closure(key)]);
  const js = new Set([...chunks].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const css = new Set(
    [...chunks].flatMap((k) => manifest[k].css ?? []).filter((f) => existsSync(path.join(dist, f))),
  );
  const j = total(js);
  const linked = total(css);
  const c = {
    gzip: linked.gzip + inlineCssSize.gzip,
    brotli: linked.brotli + inlineCssSize.brotli,
  };
  rows.push({
    route: key.slice(routesDir.length).replace(/\.tsx$/, ''),
    jsGzip: kb(j.gzip),
    jsBrotli: kb(j.brotli),
    cssGzip: kb(c.gzip),
    cssBrotli: kb(c.brotli),
    chunks: js.size,
  });
}
console.log('\nJavaScript and CSS per route (entry + lazy route module, with static imports):');
console.table(rows);
// What a first visit to / downloads: the entry, the home route and what index.html preloads beside them
// (build/preload-modules.ts: the modules the pass status loads on demand, the contract's zod schemas
// included), each counted once.
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
const homeKey = `${routesDir}home.tsx`;
const startPage = total(
  new Set([...[...new Set([...entry, ...closure(homeKey)])].map((k) => manifest[k].file), ...preloaded]),
);
console.log(
  `first route (/) JS, as index.html loads it (entry, home route, preloads): ${kb(startPage.gzip)} gzip, ${kb(startPage.brotli)} brotli (target <= 100 KB gzip)`,
);
// The libraries every screen needs before its first render (vite.config.ts SHELL_LIBRARIES) are one chunk:
// its size is the floor under every route's figure, whatever the app's own code does.
const shell = Object.values(manifest).find((chunk) => chunk.name === 'shell');
if (shell) {
  const s = sizeOf(shell.file);
  console.log(
    `of which the shared libraries' chunk (${shell.file}): ${kb(s.gzip)} gzip, ${kb(s.brotli)} brotli`,
  );
}

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
const precacheBytes = precached.reduce((sum, url) => {
  const file = path.join(dist, url);
  return sum + (existsSync(file) ? statSync(file).size : 0);
}, 0);
console.log(`precache: ${precached.length} entries, ${kb(precacheBytes)} uncompressed`);

if (!existsSync(chromium)) {
  console.log(`\nLighthouse skipped: ${chromium} not found (install Debian's chromium).`);
  process.exit(0);
}

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-'));
const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  stdio: 'ignore',
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS: 'demo',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.resolve(dist),
  },
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

const base = `http://127.0.0.1:${port}`;
let ready = false;
for (let i = 0; i < 120 && !ready; i += 1) {
  await new Promise((r) => setTimeout(r, 500));
  ready = await fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
}
if (!ready) {
  console.error('Lighthouse skipped: the server did not become ready');
  process.exit(1);
}

const audits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const labels = ['FCP', 'LCP', 'TBT', 'CLS', 'SI'];
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const report = path.join(dataDir, `lighthouse-${run}.json`);
  const lighthouse = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      `${base}/`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (lighthouse.status !== 0 || !existsSync(report)) {
    stop();
    console.error('Lighthouse failed');
    process.exit(1);
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const score = Math.round(result.categories.performance.score * 100);
  results.push(score);
  const figures = audits
    .map((id, i) => `${labels[i]} ${result.audits[id]?.displayValue ?? 'n/a'}`)
    .join(', ');
  console.log(`Lighthouse run ${run}/${runs}: performance ${score}; ${figures}`);
}
stop();
const sorted = [...results].sort((a, b) => a - b);
const median = sorted[Math.floor((sorted.length - 1) / 2)];
console.log(
  `\nLighthouse mobile on /: performance ${median} (median of ${runs}: ${results.join(', ')}; target >= 95)`,
);
