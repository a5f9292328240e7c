// A repeat visit: the route is opened once in a Chromium profile of our own until the service worker
// is active (the app registers it once the page has settled, lib/register-sw.ts, and it activates after its
// precache), then Lighthouse drives the same profile without clearing it.
import { PHONE, launchOnPort } from './chromium.mjs';
import { lighthouseRuns } from './lighthouse.mjs';

const SW_WAIT_MS = 60_000;

async function installServiceWorker(browser, url) {
  const page = await browser.contexts()[0].newPage();
  await page.setViewportSize(PHONE.viewport);
  await page.goto(url, { waitUntil: 'load' });
  // Active means installed, its precache complete; the next visit is the one it controls.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active != null,
    null,
    { timeout: SW_WAIT_MS, polling: 500 },
  );
  await page.close();
  // Lighthouse drives the browser alone: a second client attached to its targets breaks its navigation.
  await browser.close();
}

/** `runs` Lighthouse repeat visits of `url`, each after the service worker was installed. */
export async function repeatVisits(url, runs) {
  const chromium = await launchOnPort();
  try {
    await installServiceWorker(chromium.browser, url);
    return lighthouseRuns(url, runs, { port: chromium.port });
  } finally {
    chromium.stop();
  }
}
