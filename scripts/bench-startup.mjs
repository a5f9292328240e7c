// `npm run bench:startup`: the main thread's long tasks while a cold first visit starts, at 4x CPU slowdown
// like Lighthouse's phone, in thread time (which a busy shared machine inflates far less than the wall time
// Lighthouse's TBT is simulated from): for each route, every task after the first contentful paint over 50 ms
// and their excess over 50 ms summed (a TBT that can be set side by side between two builds on a noisy
// machine). `--detail` adds, for each long task, the scripts' functions the samples fell in (a CPU profile).
// Options: `--no-build`, `--runs N` (default 5), `--routes /,/taxi-fares`, `--returning` (a visitor whose
// language is stored: no first-visit picker); `WEB_DIST=/tmp/x` as for bench:web.
import { benchDist } from './bench-web/build.mjs';
import { PHONE, launch } from './bench-web/chromium.mjs';
import { startServer } from './bench-web/server.mjs';

const LONG_MS = 50;
const SETTLE_MS = 4_000;
const ROUTES = ['/', '/taxi-fares', '/contacts', '/transcribe', '/itinerary'];

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

const mainThreads = (events) =>
  new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );

/** The page's renderer main thread: of the renderer main threads, the one that ran the most. */
function pageTasks(events) {
  const byThread = new Map();
  const threads = mainThreads(events);
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !threads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((s, e) => s + e.dur, 0) - a.reduce((s, e) => s + e.dur, 0),
  );
  return busiest[0] ?? [];
}

/** The scripts' functions the profile's samples fell in during [from, to] (µs), ms each, most first. */
function functionsIn(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const spent = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (at < from || at > to) return;
    // The innermost frame of the app's own code (a bundle chunk), else the innermost named frame.
    let frame = null;
    for (let node = id; node; node = parent.get(node)) {
      const f = nodes.get(node).callFrame;
      if (f.url.includes('/assets/') && f.functionName) {
        frame = f;
        break;
      }
      frame ??= f.functionName ? f : null;
    }
    const key = frame ? `${frame.functionName} ${frame.url.replace(/.*\//, '')}` : '(native)';
    spent.set(key, (spent.get(key) ?? 0) + next / 1000);
  });
  return [...spent].sort((a, b) => b[1] - a[1]);
}

async function visit(browser, base, route, { returning, detail }) {
  const context = await browser.newContext(PHONE);
  if (returning) {
    await context.addCookies([{ name: 'mizan_lang', value: 'en', url: base }]);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (detail) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  // No locator while tracing: Playwright's injected script would run its own long task in the page.
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
  const profile = detail ? (await cdp.send('Profiler.stop')).profile : null;
  const started = await page.locator('html').getAttribute('data-first-screen');
  if (!started) throw new Error(`${route}: the app had not started ${SETTLE_MS} ms after load`);
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const cpu = (task) => (task.tdur ?? task.dur) / 1000;
  const long = pageTasks(events).filter((task) => task.ts >= fcp && cpu(task) > LONG_MS);
  return {
    tbt: long.reduce((sum, task) => sum + cpu(task) - LONG_MS, 0),
    long: long.map((task) => ({
      ms: cpu(task),
      functions: profile ? functionsIn(profile, task.ts, task.ts + task.dur) : [],
    })),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dist = benchDist();
  const runs = Math.max(1, Number(option('--runs', 5)) || 1);
  const routes = option('--routes', ROUTES.join(',')).split(',').filter(Boolean);
  const how = { returning: process.argv.includes('--returning'), detail: process.argv.includes('--detail') };
  const server = await startServer(dist);
  const browser = await launch();
  const rows = [];
  try {
    for (const route of routes) {
      const tbts = [];
      for (let run = 1; run <= runs; run += 1) {
        const { tbt, long } = await visit(browser, server.base, route, how);
        tbts.push(tbt);
        console.log(
          `${route} run ${run}/${runs}: ${tbt.toFixed(0)} ms over 50 ms; long tasks ${long.map((t) => t.ms.toFixed(0)).join(', ') || 'none'}`,
        );
        for (const task of long.filter((t) => t.functions.length))
          console.log(
            `  ${task.ms.toFixed(0)} ms: ${task.functions
              .slice(0, 6)
              .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
              .join('; ')}`,
          );
      }
      rows.push({
        route,
        'ms over 50 ms, median': Math.round(median(tbts)),
        'worst run': Math.round(Math.max(...tbts)),
        'best run': Math.round(Math.min(...tbts)),
      });
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(
    `\nMain-thread tasks after the first paint, thread time at 4x CPU, ${runs} cold ${how.returning ? 'returning' : 'first'} visits per route:`,
  );
  console.table(rows);
}

await main();
