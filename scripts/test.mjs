// `npm test`: every suite in order, then one line `N passed, M failed` summing them all, so CI (and a
// person) can see at a glance that tests really ran. Typecheck and lint count as one check each.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function check(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('\n!!! CI is set but TEST_DATABASE_URL is not: the PostgreSQL suites cannot run. Counted as a failure.\n');
  check('PostgreSQL reachable for the database suites', false);
}
if (process.env.CI && !process.env.TEST_REDIS_URL) {
  console.error('\n!!! CI is set but TEST_REDIS_URL is not: the Redis suites cannot run. Counted as a failure.\n');
  check('Redis reachable for the shared rate-limit suites', false);
}

check('typecheck', run('npx', ['tsc', '-p', 'tsconfig.json']) && run('npx', ['tsc', '-p', 'apps/web/tsconfig.json']));
check('lint', run('npx', ['eslint', '.', '--max-warnings=0']));

const vitestOut = `${reports}/vitest.json`;
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestOut}`]);
const vitest = readJson(vitestOut);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  lines.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numTotalTestSuites} files`);
  if (!vitestOk && vitest.numFailedTests === 0) check('vitest run (a file failed to load or a hook failed)', false);
} else check('vitest run (no report written)', false);

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`\n!!! Browser journeys cannot run: ${chromium.message}\n`);
  check('browser journeys (Chromium missing)', false);
} else {
  // Absolute: Playwright resolves a relative report path against its config folder (e2e/).
  const playwrightOut = path.resolve(reports, 'playwright.json');
  const e2eOk = run('node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightOut });
  const report = existsSync(playwrightOut) ? readJson(playwrightOut) : undefined;
  if (report?.stats) {
    const { expected, unexpected, flaky } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    lines.push(`playwright: ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed`);
    if (!e2eOk && unexpected === 0) check('browser journeys run (setup failed)', false);
  } else check('browser journeys (no report written)', false);
}

console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
