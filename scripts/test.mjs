// `npm test`: every suite, then one line `N passed, M failed` summing them all, so CI (and a person) can see
// at a glance that tests really ran. Typecheck and lint count as one check each.
//
// CI has 2 cores and most of a run is waiting (timers, sockets, a browser), so the steps overlap: the
// typecheck, lint, the web build the journeys need and Chromium's install run beside the unit tests, at a
// lower priority so the tests (some of which time real budgets) keep their share of the CPU; their output is
// printed as a block each once the unit tests are done. The journeys come last, alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
const began = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/**
 * Starts a command. In the foreground its output goes straight to ours; in the background it is kept (and
 * the process niced) until `print`. `done` resolves with whether it exited 0.
 */
function start(cmd, args, { env = {}, background = false } = {}) {
  const title = `$ ${[cmd, ...args].join(' ')}`;
  if (!background) console.log(`\n${title}`);
  const since = performance.now();
  const child = spawn(cmd, args, {
    stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  if (background) {
    if (child.pid) setPriority(child.pid, 10);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  const done = new Promise((resolve) => {
    child.on('close', (code) => resolve(code === 0));
    child.on('error', (error) => {
      output += `${error.message}\n`;
      resolve(false);
    });
  }).then((ok) => ({ ok, took: seconds(since) }));
  return { done, print: () => console.log(`\n${title}\n${output.trimEnd()}`) };
}

function check(name, ok, took) {
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}${took ? ` (${took})` : ''}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error(
    '\n!!! CI is set but TEST_DATABASE_URL is not: the PostgreSQL suites cannot run. Counted as a failure.\n',
  );
  check('PostgreSQL reachable for the database suites', false);
}
if (process.env.CI && !process.env.TEST_REDIS_URL) {
  console.error(
    '\n!!! CI is set but TEST_REDIS_URL is not: the Redis suites cannot run. Counted as a failure.\n',
  );
  check('Redis reachable for the shared rate-limit suites', false);
}

const background = { background: true };
const build = start('node', ['scripts/e2e.mjs', '--build-only'], background);
const typecheck = [
  start('npx', ['tsc', '-p', 'tsconfig.json'], background),
  start('npx', ['tsc', '-p', 'apps/web/tsconfig.json'], background),
];
const lint = start('npx', ['eslint', '.', '--max-warnings=0'], background);
let aptOutput = '';
const chromium = ensureChromium((text) => (aptOutput += text));

const vitestOut = `${reports}/vitest.json`;
const vitestRun = start('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestOut}`,
]);
const { ok: vitestOk, took: vitestTook } = await vitestRun.done;

const typechecked = await Promise.all(typecheck.map((step) => step.done));
for (const step of typecheck) step.print();
check(
  'typecheck',
  typechecked.every((step) => step.ok),
  typechecked.map((step) => step.took).join(' + '),
);
const linted = await lint.done;
lint.print();
check('lint', linted.ok, linted.took);

const vitest = readJson(vitestOut);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  lines.push(
    `vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.testResults.length} files (${vitestTook})`,
  );
  if (!vitestOk && vitest.numFailedTests === 0)
    check('vitest run (a file failed to load or a hook failed)', false);
} else check('vitest run (no report written)', false);

const built = await build.done;
build.print();
lines.push(`web build for the journeys (${built.took})`);
const browser = await chromium;
if (aptOutput) console.log(aptOutput);
if (!built.ok) {
  check('browser journeys (the web build failed)', false);
} else if (!browser.ok) {
  console.error(`\n!!! Browser journeys cannot run: ${browser.message}\n`);
  check('browser journeys (Chromium missing)', false);
} else {
  // Absolute: Playwright resolves a relative report path against its config folder (e2e/).
  const playwrightOut = path.resolve(reports, 'playwright.json');
  const e2e = await start('node', ['scripts/e2e.mjs', '--no-build'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightOut },
  }).done;
  const report = existsSync(playwrightOut) ? readJson(playwrightOut) : undefined;
  if (report?.stats) {
    const { expected, unexpected, flaky } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    lines.push(`playwright: ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed (${e2e.took})`);
    if (!e2e.ok && unexpected === 0) check('browser journeys run (setup failed)', false);
  } else check('browser journeys (no report written)', false);
}

console.log(`\n${lines.join('\n')}\nin ${seconds(began)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
