// A repeat visit: the route is opened once in a Chromium profile of our own until the service worker is in
// is active (the app registers it once the page has settled, lib/register-sw.ts, and it activates after its
// precache), then Lighthouse drives the same profile without clearing it.
import { PHONE, launchOnPort } from './chromium.mjs';
import { lighthouse } from './lighthouse.mjs';

const SW_WAIT_MS = 60_000;

async function installServiceWorker(browser, url) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.setViewportSize(PHONE.viewport);
  await page.goto(url, { waitUntil: 'load' });
  // Active means installed, its precache complete; the next visit is the one it controls.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active != null,
    null,
    { timeout: SW_WAIT_MS, polling: 500 },
  );
  await page.close();
}

/** `runs` Lighthouse repeat visits of `url`, each after the service worker was installed. */
export async function repeatVisits(url, runs) {
  const chromium = await launchOnPort();
  try {
    await installServiceWorker(chromium.browser, url);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(lighthouse(url, { port: chromium.port }));
    return results;
  } finally {
    await chromium.browser.close().catch(() => {});
    chromium.stop();
  }
}
