// What a cold first visit to a route really fetches before the visitor can use it: every script and
// stylesheet the browser requested (entry, preloads, the screen, whatever the first render imports on
// demand) until the page has loaded and started and then gone 1 s without a new one, at 4x CPU slowdown like
// Lighthouse's phone. The work the app keeps for later (lib/when-settled.ts: 5 s after load, the service
// worker and the other screens' texts) falls outside that window, as it should.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE } from './chromium.mjs';
import { measure, sum } from './sizes.mjs';

const QUIET_MS = 1_000;
// lib/when-settled.ts starts background work 5 s after load: stop before it whatever happens.
const AFTER_LOAD_MAX_MS = 4_500;
const START_TIMEOUT_MS = 60_000;

/** Sizes of the document's inline <style> blocks (build/inline-css.ts puts the stylesheet there). */
function inlineCss(html) {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return measure(Buffer.from(css));
}

/** The built file a local URL names (measured from disk, the same bytes for every run), if there is one. */
function builtFile(dist, url) {
  const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
  return existsSync(file) ? file : null;
}

export async function loadedBeforeInteraction(browser, dist, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const pending = new Set();
  const fetched = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  const reads = [];
  const record = async (request, ok) => {
    const local = new URL(request.url()).origin === new URL(url).origin;
    const file = local ? builtFile(dist, request.url()) : null;
    const response = ok && !file ? await request.response() : null;
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    fetched.push({
      startedAt: request.timing().startTime,
      url: request.url(),
      kind: request.resourceType() === 'script' ? 'js' : 'css',
      local,
      size: measure(file ? readFileSync(file) : body),
    });
  };
  const settle = (request, ok) => {
    if (!pending.delete(request)) return;
    lastActivity = Date.now();
    reads.push(record(request, ok));
  };
  page.on('requestfinished', (request) => settle(request, true));
  page.on('requestfailed', (request) => settle(request, false));

  const response = await page.goto(url, { waitUntil: 'load' });
  const html = (await response.body()).toString('utf8');
  // The screen's own chunks can still be coming after `load`: the quiet window starts once the app has started
  // (main.tsx's <html data-first-screen>).
  await page.waitForSelector('html[data-first-screen]', { state: 'attached', timeout: START_TIMEOUT_MS });
  const loadedAt = Date.now();
  while (Date.now() - loadedAt < AFTER_LOAD_MAX_MS) {
    if (pending.size === 0 && Date.now() - lastActivity >= QUIET_MS) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await Promise.all(reads);
  // The page's own clock (this process may see events late on a busy machine): what started later than
  // AFTER_LOAD_MAX_MS after the load event is the settled page's background work.
  const cutoff = await page.evaluate(
    (after) => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd + after,
    AFTER_LOAD_MAX_MS,
  );
  await context.close();
  const early = fetched.filter((f) => f.startedAt < cutoff);
  const pick = (kind) => early.filter((f) => f.kind === kind && f.local).map((f) => f.size);
  return {
    html: measure(Buffer.from(html)),
    js: sum(pick('js')),
    jsFiles: pick('js').length,
    css: sum([inlineCss(html), ...pick('css')]),
    external: early.filter((f) => !f.local).map((f) => f.url),
    files: early.map((f) => ({ url: new URL(f.url).pathname, kind: f.kind, gzip: f.size.gzip })),
  };
}
