import type { BrowserContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  actBeforeHydration,
  dayOrNight,
  expect,
  expectNoSeriousA11yViolations,
  preselectLanguage,
  screenshot,
  test,
} from '../support/fixtures';
import { insertPass } from '../support/insert-pass';

// Issue 17 on the taximeter: the meter bills with the tariff of the city the taxi is in, names it with its source,
// and the fare record and the GPX carry it. Positions are faked where a tourist's phone would be.
const JEMAA_EL_FNA = { latitude: 31.6258, longitude: -7.9891 };
const FES_MEDINA = { latitude: 34.0647, longitude: -4.9733 };
// CSP bypass: only so the axe-core check can inject its script.
test.use({ permissions: ['geolocation'], bypassCSP: true });
test.describe.configure({ timeout: 150_000 });

const repoRoot = path.resolve(import.meta.dirname, '../..');
const card = (page: Page) => page.getByRole('region', { name: 'Taximeter' });
const M_PER_DEG_LAT = 111_195;
const number = (text: string | null) => Number(/\d+(?:\.\d+)?/.exec(text ?? '')?.[0] ?? Number.NaN);

/** Drive north from `from` at 12 m/s, a position a second, for `seconds` seconds after `fromMetres`. */
async function drive(
  page: Page,
  context: BrowserContext,
  from: { latitude: number; longitude: number },
  fromMetres: number,
  seconds: number,
): Promise<number> {
  let metres = fromMetres;
  for (let i = 0; i < seconds; i++) {
    metres += 12;
    await context.setGeolocation({
      latitude: from.latitude + metres / M_PER_DEG_LAT,
      longitude: from.longitude,
      accuracy: 5,
    });
    await page.waitForTimeout(1000);
  }
  return metres;
}

async function open(
  page: Page,
  context: BrowserContext,
  at: { latitude: number; longitude: number },
  lng: 'en' | 'fr' = 'en',
) {
  await context.setGeolocation({ ...at, accuracy: 5 });
  await preselectLanguage(page, lng);
  await page.goto('/taxi-fares');
  await expect(lng === 'fr' ? page.getByRole('region', { name: 'Taximètre' }) : card(page)).toBeVisible();
}

async function download(page: Page, name: string, dir: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card(page).getByRole('button', { name }).click(),
  ]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

test("in Marrakech: the card, the fare and the record use Marrakech's tariff (pickup 1.70, minimum 7.00)", async ({
  page,
  context,
}) => {
  await open(page, context, JEMAA_EL_FNA);
  const meter = card(page);
  // The phone's position (permission already granted) decides before Start.
  await expect(meter.getByTestId('meter-city')).toHaveValue('marrakech');
  await expect(meter.getByTestId('meter-city-basis')).toContainText('The city your phone is in.');
  await expect(meter.getByTestId('meter-price')).toHaveText(/^MAD\s1\.70$/);
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText(
    'Tariff: Marrakech, published tariff (cab-morocco.com)',
  );
  // Marrakech's night window of this month (20:00-06:00 October-April, 21:00-05:00 May-September).
  await expect(meter.getByTestId('meter-night-window')).toHaveText(
    /^Night rate × 1\.5: (20:00–06:00|21:00–05:00)$/,
  );
  await meter.scrollIntoViewIfNeeded();
  await screenshot(page, 'meter-city-marrakech-idle');
  await expectNoSeriousA11yViolations(page);

  await meter.getByRole('button', { name: 'Start meter' }).click();
  await expect(meter.getByTestId('meter-status')).toHaveText('Running');
  await drive(page, context, JEMAA_EL_FNA, 0, 20);
  await expect(meter.getByTestId('meter-distance')).not.toHaveText('0.00 km');
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText(
    'Tariff: Marrakech, published tariff (cab-morocco.com)',
  );
  await expect(meter.getByTestId('meter-city-switched')).toHaveCount(0);
  await meter.scrollIntoViewIfNeeded();
  await screenshot(page, 'meter-city-marrakech-running');

  await meter.getByRole('button', { name: 'Stop meter' }).click();
  await expect(meter.getByTestId('meter-status')).toHaveText('Stopped');
  // About 0.25 km: Marrakech's minimum, 7.00 by day (not Casablanca's 7.50), x1.5 at night.
  const fare = number(await meter.getByTestId('meter-price').textContent());
  expect(fare).toBe(await dayOrNight(card(page), 7, 10.5));

  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-trip-'));
  const gpxPath = await download(page, 'Download GPS track (GPX)', dir);
  const xml = readFileSync(gpxPath, 'utf8');
  expect(xml).toContain('<desc>Tariff: Marrakech (city marrakech), published tariff (cab-morocco.com)');
  const replay = JSON.parse(
    // No --city: the file names the city its meter billed in (<mizan:city>).
    execFileSync('npm', ['run', '--silent', 'meter:replay', '--', gpxPath], {
      cwd: repoRoot,
      encoding: 'utf8',
    }),
  ) as { fare: number; tariff: string };
  expect(replay.fare).toBe(fare);
  expect(replay.tariff).toBe('Marrakech, published tariff (cab-morocco.com)');

  const receiptPath = await download(page, 'Download fare record', dir);
  const html = readFileSync(receiptPath, 'utf8');
  expect(html).toContain(`data-fare="${fare}"`);
  expect(html).toMatch(
    /Marrakech: MAD\s1\.70 pickup, MAD\s0\.20 per 80 m, MAD\s0\.20 per waiting minute, minimum MAD\s7\.00/,
  );
  expect(html).toContain('Tariff source</th><td>published tariff (cab-morocco.com), date not published');
  await page.goto(`file://${receiptPath}`);
  await screenshot(page, 'meter-city-marrakech-record');
});

test("in Fès with Casablanca picked by hand: the first GPS position moves the ride to Fès's tariff, which a reload keeps", async ({
  page,
  context,
}) => {
  await open(page, context, FES_MEDINA);
  const meter = card(page);
  await expect(meter.getByTestId('meter-city')).toHaveValue('fes');
  await expect(meter.getByTestId('meter-price')).toHaveText(/^MAD\s1\.50$/);
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText('Tariff: Fès, arrêté n° 25, 2023');
  await meter.scrollIntoViewIfNeeded();
  await screenshot(page, 'meter-city-fes-idle');

  // The visitor picks Casablanca; the taxi is in Fès.
  await meter.getByLabel('City tariff').selectOption('casablanca');
  await expect(meter.getByTestId('meter-city-basis')).toContainText('Your choice.');
  await expect(meter.getByTestId('meter-price')).toHaveText(/^MAD\s2\.00$/);
  await meter.getByRole('button', { name: 'Start meter' }).click();
  await expect(meter.getByTestId('meter-status')).toHaveText('Running');
  // The ride's first fixes come with the drive: the first one, in Fès, moves the ride to Fès's tariff.
  const metres = await drive(page, context, FES_MEDINA, 0, 15);
  await expect(meter.getByTestId('meter-city-switched')).toHaveText(
    'Your first GPS position is in Fès: the whole ride is billed with the Fès tariff, not Casablanca.',
  );
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText('Tariff: Fès, arrêté n° 25, 2023');
  await meter.scrollIntoViewIfNeeded();
  await screenshot(page, 'meter-city-fes-running');

  // A reload resumes the ride with its own tariff, and still says why.
  await page.reload();
  await expect(meter.getByTestId('meter-status')).toHaveText('Running');
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText('Tariff: Fès, arrêté n° 25, 2023');
  await expect(meter.getByTestId('meter-city-switched')).toBeVisible();
  await drive(page, context, FES_MEDINA, metres, 4);
  await meter.getByRole('button', { name: 'Stop meter' }).click();
  await expect(meter.getByTestId('meter-status')).toHaveText('Stopped');
  // Fès's minimum, 6.00 "by day and by night".
  const fare = number(await meter.getByTestId('meter-price').textContent());
  expect(fare).toBe(6);

  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-trip-'));
  const receiptPath = await download(page, 'Download fare record', dir);
  const html = readFileSync(receiptPath, 'utf8');
  expect(html).toContain(`data-fare="${fare}"`);
  expect(html).toMatch(
    /Fès: MAD\s1\.50 pickup, MAD\s0\.20 per 80 m, MAD\s0\.20 per waiting minute, minimum MAD\s6\.00/,
  );
  expect(html).toContain('arrêté n° 25, 2023, in force from 2023');
  expect(html).toContain(
    'The meter was started with the Casablanca tariff; its first GPS position was in Fès, so the whole ride is billed with the Fès tariff.',
  );
  await page.goto(`file://${receiptPath}`);
  await screenshot(page, 'meter-city-fes-record');
});

test.describe('without geolocation permission', () => {
  test.use({ permissions: [] });

  test("Casablanca, said so, until an estimate in Fès makes Fès's tariff the meter's", async ({ page }) => {
    await preselectLanguage(page, 'en');
    await page.goto('/taxi-fares');
    const identity = (await (await page.request.get('/api/identity')).json()) as { id: string };
    insertPass(identity.id);
    await page.reload();
    const meter = card(page);
    await expect(meter.getByTestId('meter-city')).toHaveValue('casablanca');
    await expect(meter.getByTestId('meter-city-basis')).toContainText(
      "No city known yet: Casablanca, the app's reference tariff. Choose the city the taxi is in.",
    );

    await page.getByRole('combobox', { name: 'Departure' }).fill('Bab Boujloud');
    await page.getByRole('combobox', { name: 'Arrival' }).fill('Gare de Fès');
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('button', { name: 'Estimate fare' }).click();
    await expect(page.getByRole('region', { name: 'Estimated fare' })).toBeVisible();
    await expect(meter.getByTestId('meter-city')).toHaveValue('fes');
    await expect(meter.getByTestId('meter-city-basis')).toContainText('The city of your estimate.');
    await expect(meter.getByTestId('meter-price')).toHaveText(/^MAD\s1\.50$/);
    await expect(meter.getByTestId('meter-tariff-source')).toHaveText('Tariff: Fès, arrêté n° 25, 2023');
    await meter.scrollIntoViewIfNeeded();
    await screenshot(page, 'meter-city-from-estimate');
  });
});

// The prerendered page's select works before the scripts have run (ADR 021): a city picked then is the card's
// once the page is hydrated, not the page's reference city.
test("a city picked before the page is hydrated stays the meter's city", async ({ page }) => {
  await preselectLanguage(page, 'en');
  await actBeforeHydration(page, '/taxi-fares', /\/assets\/taxi-fares-[\w-]+\.js$/, async () => {
    await card(page).getByLabel('City tariff').selectOption('agadir');
  });
  const meter = card(page);
  await expect(meter.getByTestId('meter-city')).toHaveValue('agadir');
  await expect(meter.getByTestId('meter-city-basis')).toContainText('Your choice.');
  await expect(meter).toContainText('Tariff: Agadir');
  await expect(meter.getByTestId('meter-price')).toHaveText(/^MAD\s1\.70$/);
  await meter.scrollIntoViewIfNeeded();
  await screenshot(page, 'meter-city-picked-before-hydration');
});

test('in French: the tariff is cited in French once the meter starts, and so is the fare record', async ({
  page,
  context,
}) => {
  await open(page, context, JEMAA_EL_FNA, 'fr');
  const meter = page.getByRole('region', { name: 'Taximètre' });
  await expect(meter.getByTestId('meter-city')).toHaveValue('marrakech');
  // Idle, the city alone: the citation's texts are not on the page's first load (ADR 022); never English.
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText('Tarif : Marrakech');
  await meter.getByRole('button', { name: 'Démarrer le taximètre' }).click();
  await expect(meter.getByTestId('meter-status')).toHaveText('En marche');
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText(
    'Tarif : Marrakech, tarif publié (cab-morocco.com)',
  );
  await drive(page, context, JEMAA_EL_FNA, 0, 5);
  await meter.scrollIntoViewIfNeeded();
  await screenshot(page, 'meter-city-marrakech-running-fr');
  await meter.getByRole('button', { name: 'Arrêter le taximètre' }).click();
  await expect(meter.getByTestId('meter-status')).toHaveText('Arrêté');
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText(
    'Tarif : Marrakech, tarif publié (cab-morocco.com)',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-trip-'));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    meter.getByRole('button', { name: /relevé/i }).click(),
  ]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  const html = readFileSync(saved, 'utf8');
  expect(html).toContain('tarif publié (cab-morocco.com)');
  expect(html).not.toContain('published tariff');
});
