import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export { expect };

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A `test` whose page fails the test on any console error or uncaught page error, and on any message about
 * hydration (React reports a prerendered page it could not hydrate as an error; ADR 021).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A prerendered page shows before its scripts run (ADR 021): a journey's goto and reload return once the
  // app has started on it (hydrated or rendered), so a tap or a drag is not made on markup with no handlers yet.
  page: async ({ page, javaScriptEnabled }, use) => {
    const started = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      // Only the app's pages (not a downloaded file opened with file://).
      if (javaScriptEnabled && page.url().startsWith('http')) {
        await page.locator('html[data-first-screen]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => started(goto(url, options));
    page.reload = (options) => started(reload(options));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The not-found page is sent with a 404 status (ADR 021), which Chromium logs for the document itself.
        const notFoundPage =
          message.text().includes('status of 404') && message.location().url === page.url();
        if (notFoundPage) return;
        if (message.type() === 'error' || /hydrat|#418|#423|#425/i.test(message.text())) {
          errors.push(`${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Store a language choice before the app starts, so the first-visit picker stays closed: where the app keeps
 * it, localStorage and the cookie the server picks the page's language by.
 */
export async function preselectLanguage(page: Page, lng: Language): Promise<void> {
  await page.addInitScript(`localStorage.setItem('language', ${JSON.stringify(lng)})`);
  await page
    .context()
    .addCookies([{ name: 'mizan_lang', value: lng, url: String(test.info().project.use.baseURL) }]);
}

/**
 * The main frame's URLs from now on. The demo pass is active at the completion page's first check, so that page
 * can move on before a `waitForURL` for it starts waiting (which then waits for a navigation that never comes).
 */
export function navigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/**
 * Holds back the requests `pattern` matches (a screen's code on a slow network) until the returned function is
 * called: a journey then acts on the prerendered page before its scripts have run (ADR 021).
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `url` with the screen's code (`code`) held back, as on a slow network, runs `act` on the prerendered page
 * before its scripts have run (ADR 021), then lets the code load and waits until the app has hydrated the page.
 */
export async function actBeforeHydration(
  page: Page,
  url: string,
  code: RegExp,
  act: () => Promise<void>,
): Promise<void> {
  const release = await holdScripts(page, code);
  const navigation = page.goto(url);
  await act();
  expect(
    await page.locator('html').getAttribute('data-first-screen'),
    'acted before the app started',
  ).toBeNull();
  release();
  await navigation;
  expect(await firstScreenStart(page)).toBe('hydrated');
}

/**
 * Waits until the page's first commit is done and says how main.tsx started it: 'hydrated' (the prerendered
 * page) or 'rendered' (by the app alone).
 */
export async function firstScreenStart(page: Page): Promise<string | null> {
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', /./);
  return page.locator('html').getAttribute('data-first-screen');
}

/** The page's layout shifts not caused by a tap or a key (the CLS of the load), summed. */
/**
 * The page's layout shift so far (CLS as Chromium scores it), or, given `around`, only the shifts that moved that
 * element or a container of it (a journey can then hold one thing still while a later answer grows the page below).
 */
export const layoutShift = (page: Page, around?: string) =>
  page.evaluate(`new Promise((resolve) => {
    const target = ${JSON.stringify(around ?? null)} && document.querySelector(${JSON.stringify(around ?? null)});
    const moves = (entry) =>
      !target || entry.sources.some(({ node }) => node && (node === target || node.contains(target)));
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput && moves(entry)) sum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(sum), 500);
  })`) as Promise<number>;

/**
 * Waits for the service worker (registered once the page has settled, active once its precache is complete), then
 * reloads so that it controls the page: from then on a reload, offline too, is served by it.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  expect(
    await page.evaluate('navigator.serviceWorker.ready.then((registration) => Boolean(registration.active))'),
  ).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
}

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Run axe-core in the page and fail on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  // A string: this project type-checks e2e code without the DOM library.
  const violations = (await page.evaluate(
    'axe.run(document).then((result) => result.violations)',
  )) as AxeViolation[];
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

const screenshotDir = path.resolve(import.meta.dirname, '../../screenshots');

/**
 * Save a full-page screenshot to screenshots/<name>.png (git-ignored) for people to look at: in CSS pixels (390
 * wide), since encoding the phone's 2.625 device pixels per CSS pixel cost a tenth of the journeys' time.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    scale: 'css',
  });
}

/**
 * The day or night figure a meter card should show once started, from its tariff label (locked at start): the
 * journeys run at any hour, and night multiplies the fare by 1.5 from the city's night window on the Moroccan clock.
 */
export async function dayOrNight(meter: Locator, day: number, night: number): Promise<number> {
  return (await meter.getByTestId('meter-tariff').textContent())?.startsWith('Night') ? night : day;
}
