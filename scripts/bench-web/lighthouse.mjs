// Lighthouse mobile (its default: simulated Slow 4G and 4x CPU), run through npx as STACK-NOTES advises,
// once per call; `median` folds several runs into one row.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { lcpCandidates, lcpDiagnosis } from './lcp-diagnosis.mjs';

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};
/** Where every run's JSON report (and with `traces`, its trace) is kept, for reading its audits later. */
export const reports = mkdtempSync(path.join(tmpdir(), 'mizan-lighthouse-'));
let count = 0;

/**
 * One Lighthouse run on `url`. A cold first visit by default (Lighthouse launches Chromium and clears the
 * origin's storage); with `port`, it drives that already running Chromium and keeps its storage and caches
 * (a repeat visit, served by the service worker installed there). `applied` throttles the load itself
 * (DevTools' Slow 4G and 4x CPU) instead of simulating it from an unthrottled load; `traces` keeps the trace
 * beside the report and reads the LCP candidates from it.
 */
export function lighthouse(url, { port, applied = false, traces = false } = {}) {
  count += 1;
  const report = path.join(reports, `run-${count}.json`);
  const target = port
    ? [`--port=${port}`, '--disable-storage-reset']
    : [`--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`];
  if (applied) target.push('--throttling-method=devtools');
  if (traces) target.push('--save-assets');
  const run = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      ...target,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  if (run.status !== 0 || !existsSync(report)) throw new Error(`Lighthouse failed on ${url}:\n${run.stderr}`);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const figures = { score: Math.round(result.categories.performance.score * 100) };
  for (const [key, id] of Object.entries(AUDITS)) figures[key] = result.audits[id].numericValue;
  // What went over the wire: a response the service worker answered from its cache weighs nothing here.
  figures.bytes = (result.audits['network-requests'].details?.items ?? []).reduce(
    (total, item) => total + (item.transferSize ?? 0),
    0,
  );
  figures.diagnosis = lcpDiagnosis(result);
  if (traces) figures.candidates = lcpCandidates(path.join(reports, `run-${count}-0.trace.json`));
  return figures;
}

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * `lighthouse` for each of `runs` runs, keeping those that finished: on a busy machine a run sometimes fails
 * to record its trace (NO_NAVSTART), which says nothing about the page. Each failure is printed.
 */
export function lighthouseRuns(url, runs, options = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      results.push(lighthouse(url, options));
    } catch (error) {
      // The first line of Lighthouse's own output that is not npm's.
      const reason = error.message
        .split('\n')
        .find((line, i) => i > 0 && line && !line.startsWith('npm warn'));
      console.error(`  a Lighthouse run failed and is left out: ${reason ?? error.message}`);
    }
  }
  return results;
}

/** The median of each figure on its own, with the scores of every run for the record; null for no run. */
export function median(runs) {
  if (runs.length === 0) return null;
  const result = { scores: runs.map((r) => r.score) };
  for (const key of Object.keys(runs[0])) {
    if (typeof runs[0][key] === 'number') result[key] = middle(runs.map((r) => r[key]));
  }
  return result;
}
