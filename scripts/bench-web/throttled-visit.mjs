// A cold first visit under applied throttling (DevTools' network emulation at Lighthouse's Slow 4G figures
// and 4x CPU), closer to a real phone than Lighthouse's simulation: when the first contentful paint came,
// when the first script was asked for, and when the page answered taps (main.tsx sets
// `<html data-first-screen>` once the page is hydrated or rendered). The simulation estimates these from an
// unthrottled load; this measures them, to check that a change which helps the simulation does not make a
// phone wait longer.
// The functions handed to the page run there, with the browser's globals.
/* global document, window, MutationObserver */
import { PHONE } from './chromium.mjs';

// Lighthouse's "applied" Slow 4G (its devtools throttling): 562.5 ms request latency, 1.6 Mbit/s x 0.9 down.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const START_TIMEOUT_MS = 60_000;

/** Records, in the page's own clock, when main.tsx marks the page started. */
function watchStart() {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.dataset.firstScreen) return;
    window.__startedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-screen'] });
}

async function visit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchStart);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__startedAt !== undefined, null, {
      timeout: START_TIMEOUT_MS,
      polling: 100,
    });
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link')
        .filter((entry) => entry.name.endsWith('.js'));
      return {
        fcp,
        scriptsFrom: Math.min(...scripts.map((entry) => entry.startTime)),
        scriptsTo: Math.max(...scripts.map((entry) => entry.responseEnd)),
        started: window.__startedAt,
      };
    });
  } finally {
    await context.close();
  }
}

/** `runs` throttled cold visits of `url` in `browser`, each in a fresh context. */
export async function throttledVisits(browser, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await visit(browser, url));
  return results;
}
