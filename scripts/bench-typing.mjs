// `npm run bench:typing`: types like a person into the converter (/) and the taxi estimator's two address
// fields (/taxi-fares) in Chromium at 4x CPU slowdown, records a performance trace of each field (CDP
// Tracing) and prints the longest main-thread task while typing and until the answers have drawn
// (issue 15's target: no task over 50 ms), beside a plain input with no script as the machine's floor.
// Tasks are measured in thread time, which a busy shared machine does not inflate as it does wall time.
// Options: `--no-build` measures the last build; `--runs N` types each field N times in a fresh page
// (default 3); `TRACE_DIR=/tmp/x` keeps each run's trace (open it in DevTools' Performance panel);
// `WEB_DIST=/tmp/x` as for bench:web.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDist } from './bench-web/build.mjs';
import { PHONE, launch } from './bench-web/chromium.mjs';
import { startServer } from './bench-web/server.mjs';

const TARGET_MS = 50;
// A person on a phone keyboard: about 5 characters a second.
const KEY_DELAY_MS = 180;
// After the last key: the estimator's 300 ms debounce, the suggestions' request and their render.
const AFTER_TYPING_MS = 1_500;
const SETTLED_MS = 8_000;
const traceDir = process.env.TRACE_DIR;

const FIELDS = [
  // The browser's own cost of a tap and keystrokes (editing, style, layout, paint) on this machine, with no
  // script: the floor under the app's figures.
  {
    route: null,
    name: 'control: plain input',
    locate: (page) => page.getByLabel('control'),
    text: '1250.50',
  },
  {
    route: '/',
    name: 'converter amount',
    locate: (page) => page.getByLabel('Amount in MAD'),
    text: '1250.50',
  },
  {
    route: '/taxi-fares',
    name: 'estimator departure',
    locate: (page) => page.getByRole('combobox', { name: 'Departure' }),
    text: 'Jemaa el-Fna',
  },
  {
    route: '/taxi-fares',
    name: 'estimator arrival',
    locate: (page) => page.getByRole('combobox', { name: 'Arrival' }),
    text: 'Marrakech station',
  },
];

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

// A task of the thread's scheduler (Chromium also nests a ThreadControllerImpl::RunTask inside each one).
const TASK_EVENT = 'RunTask';

/**
 * The renderer main threads' tasks in a Chromium trace, in ms, longest first: their thread time (which
 * includes the 4x slowdown: Chromium throttles by keeping the thread busy) and their wall time (which adds
 * whatever else this shared machine was running: not the page's).
 */
function mainThreadTasks(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === TASK_EVENT && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }))
    .sort((a, b) => b.cpu - a.cpu);
}

async function typeOnce(browser, base, field, run) {
  const context = await browser.newContext(PHONE);
  // A returning visitor: the first-visit language picker would hold the page.
  if (field.route) await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  if (field.route) await page.goto(`${base}${field.route}`, { waitUntil: 'load' });
  else await page.setContent('<input aria-label="control" style="font-size:18px;width:90%">');
  const input = field.locate(page);
  await input.waitFor();
  // Past the settled page's background work (lib/when-settled.ts: 5 s after load), which is not typing's.
  await page.waitForTimeout(SETTLED_MS);
  // A tap at the field's centre, as a finger: locator.tap() would first run Playwright's own checks in the
  // page (a frame to see it stable, listeners to see the tap hit it), whose script landed in the tap's task.
  // Centred: at the fold, a field can sit behind the fixed bottom navigation, and the tap would land on it.
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await input.boundingBox();
  if (!box) throw new Error(`${field.name}: the field is not laid out`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The tap is traced too: work moved off the keystrokes must not land in it unseen.
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type(field.text, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(AFTER_TYPING_MS);
  const trace = await browser.stopTracing();
  if (traceDir) writeFileSync(path.join(traceDir, `${field.name.replace(/\W+/g, '-')}-${run}.json`), trace);
  // The tap must have focused the field and every key reached it, or nothing was measured.
  const typed = await input.inputValue();
  if (typed !== field.text) throw new Error(`${field.name}: typed ${JSON.stringify(typed)}`);
  const tasks = mainThreadTasks(trace);
  await context.close();
  return tasks;
}

async function main() {
  const dist = benchDist();
  const runs = Math.max(1, Number(option('--runs', 3)) || 1);
  const server = await startServer(dist);
  const browser = await launch();
  const rows = [];
  try {
    for (const field of FIELDS) {
      const longest = [];
      let over = 0;
      for (let run = 0; run < runs; run += 1) {
        const tasks = await typeOnce(browser, server.base, field, run + 1);
        longest.push(tasks[0]?.cpu ?? 0);
        over += tasks.filter((t) => t.cpu > TARGET_MS).length;
        console.log(
          `${field.name} run ${run + 1}/${runs}: longest tasks ${tasks
            .slice(0, 3)
            .map((t) => `${t.cpu.toFixed(1)} ms (wall ${t.wall.toFixed(1)})`)
            .join(', ')}`,
        );
      }
      const worst = Math.max(...longest);
      rows.push({
        field: field.name,
        route: field.route ?? '-',
        'longest task ms, worst run': worst.toFixed(1),
        'longest task ms, best run': Math.min(...longest).toFixed(1),
        'tasks over 50 ms, all runs': over,
        target: worst <= TARGET_MS ? 'met' : 'MISSED',
      });
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(
    `\nLongest main-thread task (thread time) from the tap to the answers drawn, 4x CPU slowdown, ${runs} runs per field:`,
  );
  console.table(rows);
}

await main();
