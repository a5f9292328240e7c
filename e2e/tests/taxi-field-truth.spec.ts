import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  preselectLanguage,
  screenshot,
  test,
} from '../support/fixtures';
import { insertPass } from '../support/insert-pass';

// Issue 17 on the taxi page: each city's tariff named with its source, airport rides answered with what applies
// there, and the quote check with what to say in Darija. Every journey holds a pass: estimates are unlimited.
test.use({ bypassCSP: true });
// Each journey estimates, scans for accessibility and takes a screenshot: a loaded machine took over the default 60 s.
test.describe.configure({ timeout: 180_000 });

const LABELS = {
  en: { departure: 'Departure', arrival: 'Arrival', estimate: 'Estimate fare' },
  fr: { departure: 'Départ', arrival: 'Arrivée', estimate: 'Estimer le prix' },
} as const;
const card = (page: Page, lng: 'en' | 'fr' = 'en') =>
  page.getByRole('region', { name: lng === 'fr' ? 'Prix estimé' : 'Estimated fare' });

async function estimate(page: Page, from: string, to: string, lng: 'en' | 'fr' = 'en') {
  await preselectLanguage(page, lng);
  await page.goto('/taxi-fares');
  const identity = (await (await page.request.get('/api/identity')).json()) as { id: string };
  insertPass(identity.id);
  await page.reload();
  const labels = LABELS[lng];
  await page.getByRole('combobox', { name: labels.departure }).fill(from);
  await page.getByRole('combobox', { name: labels.arrival }).fill(to);
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByRole('button', { name: labels.estimate }).click();
  await expect(card(page, lng)).toBeVisible();
}

test('Jemaa el-Fna from Menara airport: the zone fare of decision n° 6260, the desk, bus 19, no meter figure', async ({
  page,
}) => {
  await estimate(page, 'Marrakech Menara Airport', 'Jemaa el-Fna');
  const answer = card(page).getByTestId('airport-answer');
  await expect(answer).toContainText('Airport ride: Marrakech Menara (RAK)');
  await expect(answer.getByTestId('airport-fare')).toContainText(/zone 2 \(3 to 5 km in a straight line/);
  await expect(answer.getByTestId('airport-fare')).toContainText(/MAD\s?110\.00/);
  await expect(answer).toContainText('plus the fee of the official taxi desk');
  await expect(answer).toContainText('Check the posted price at the official desk');
  await expect(answer.getByTestId('airport-alternatives')).toContainText(/^Bus – Alsa line 19 .*MAD\s?30\.00/);
  await expect(answer.getByTestId('airport-source')).toContainText('decision n° 6260 of the préfecture de Marrakech');
  // The fare line and the note below it are apart at 390 px (each its own block, one under the other).
  const fareBox = await answer.getByTestId('airport-fare').boundingBox();
  const noteBox = await answer.getByTestId('airport-note').boundingBox();
  expect(fareBox && noteBox && fareBox.y + fareBox.height <= noteBox.y).toBe(true);
  await expect(card(page).getByTestId('estimate-price')).toHaveText(/MAD\s?110\.00/);
  await expect(card(page).getByTestId('estimate-tariff-source')).toHaveText(
    'Marrakech, published tariff (cab-morocco.com)',
  );
  // Asked 130 DH: above the zone price, but the desk adds a fee of no published amount, so nothing to argue.
  await card(page).getByTestId('quote-amount').fill('130 DH');
  await card(page).getByRole('button', { name: 'Check' }).click();
  await expect(card(page).getByTestId('quote-verdict')).toContainText(
    /MAD\s?20\.00 above the zone price \(MAD\s?110\.00\)\. The desk adds its fee/,
  );
  await expect(card(page).getByTestId('quote-phrase')).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await answer.scrollIntoViewIfNeeded();
  await screenshot(page, 'taxi-airport-menara');
  await expectNoSeriousA11yViolations(page);
});

test('from Mohammed V airport: petits taxis may not pick up there, the desk’s price, Aérobus and train', async ({
  page,
}) => {
  await estimate(page, 'Mohammed V International Airport', 'Hassan II Mosque');
  const answer = card(page).getByTestId('airport-answer');
  await expect(answer.getByTestId('airport-no-petit-taxis')).toHaveText(
    'Petits taxis may not pick up passengers at this airport.',
  );
  // No figure: the headline says the price is posted, the note says who drives; no line repeating both.
  await expect(answer.getByTestId('airport-fare')).toHaveCount(0);
  await expect(answer.getByTestId('airport-note')).toContainText(
    'Grands taxis, at day and night prices posted at the taxi desk',
  );
  await expect(card(page).getByTestId('estimate-price')).toHaveText('Price posted at the desk');
  await expect(answer.getByTestId('airport-alternatives')).toContainText(/Aérobus.*MAD\s?50\.00/);
  await expect(answer.getByTestId('airport-alternatives')).toContainText(/Al Bidaoui.*MAD\s?50\.00/);
  await answer.scrollIntoViewIfNeeded();
  await screenshot(page, 'taxi-airport-casablanca');
});

test('from Tangier airport: grands taxis at the curb at the government’s price, no petit-taxi pickup', async ({
  page,
}) => {
  await estimate(page, 'Tangier Ibn Battouta Airport', 'Grand Socco');
  const answer = card(page).getByTestId('airport-answer');
  await expect(answer).toContainText('Airport ride: Tangier Ibn Battouta (TNG)');
  await expect(answer.getByTestId('airport-no-petit-taxis')).toHaveText(
    'Petits taxis may not pick up passengers at this airport.',
  );
  await expect(answer.getByTestId('airport-fare')).toHaveCount(0);
  await expect(answer.getByTestId('airport-note')).toContainText('Grands taxis at the curb in front of the terminal');
  await expect(card(page).getByTestId('estimate-price')).toHaveText('Price posted at the desk');
  await expect(answer.getByTestId('airport-source')).toHaveText(
    'Source: the English Wikipedia article on Tangier Ibn Battouta Airport',
  );
  // The source as read, folded: the quote that gives the rule.
  await answer.getByText('The source as published (in English)').click();
  await expect(answer.getByText(/Grand Taxis are available 24 hours a day at the curb/)).toBeVisible();
  await answer.scrollIntoViewIfNeeded();
  await screenshot(page, 'taxi-airport-tangier');
  await expectNoSeriousA11yViolations(page);
});

test('to Tangier airport: a petit taxi may drop off there, so no warning and the meter', async ({ page }) => {
  await estimate(page, 'Grand Socco', 'Tangier Ibn Battouta Airport');
  const answer = card(page).getByTestId('airport-answer');
  await expect(answer).toContainText('Airport ride: Tangier Ibn Battouta (TNG)');
  await expect(answer.getByTestId('airport-no-petit-taxis')).toHaveCount(0);
  await expect(answer.getByTestId('airport-fare')).toHaveCount(0);
  await expect(answer.getByTestId('airport-note')).toHaveText(
    'Petits taxis may drop passengers at the terminal (on the meter); no published fare to the airport was found.',
  );
  await answer.scrollIntoViewIfNeeded();
  await screenshot(page, 'taxi-airport-tangier-to');
});

test('to Mohammed V airport, in French: petits taxis do not go there, the card’s own texts in French', async ({
  page,
}) => {
  await estimate(page, 'Hassan II Mosque', 'Mohammed V International Airport', 'fr');
  const answer = card(page, 'fr').getByTestId('airport-answer');
  await expect(answer.getByTestId('airport-no-petit-taxis')).toHaveText(
    'Les petits taxis ne vont pas à cet aéroport.',
  );
  // The posted price is at the arrivals desk; going there, the fare is agreed with the grand taxi: the headline
  // says so, the note says who drives and why, and no third line repeats them.
  await expect(answer.getByTestId('airport-fare')).toHaveCount(0);
  await expect(answer).not.toContainText('Vérifiez le prix affiché au guichet officiel');
  await expect(card(page, 'fr').getByTestId('estimate-price')).toHaveText('Prix à convenir avant de partir');
  // The airport's own note and alternatives come from the data in every language (ADR 018, 2026-11-26).
  await expect(answer.getByTestId('airport-note')).toHaveText(
    /^Seuls les grands taxis vont à l’aéroport\s: il est en dehors de la ville, où les petits taxis n’ont pas le droit d’aller\.$/,
  );
  await expect(answer.getByTestId('airport-source')).toHaveText(
    /^Source\s: O Maroc, mode d’emploi du taxi marocain \(o-maroc\.com\)$/,
  );
  await expect(answer.getByTestId('airport-alternatives')).toContainText(
    'Toutes les 30 minutes, 24 heures sur 24, par la place des Nations Unies et le parc de la Ligue Arabe.',
  );
  await expect(answer.getByTestId('airport-alternatives')).toContainText(
    /Train – ONCF Al Bidaoui depuis la gare sous le terminal 1 vers Casa-Voyageurs et Casa-Port\s:\s50,00\sMAD/,
  );
  await answer.scrollIntoViewIfNeeded();
  await screenshot(page, 'taxi-airport-casablanca-to');
});

test('the quote check: a fair price, then one far above it, with what to say in Darija (in French)', async ({
  page,
}) => {
  await estimate(page, 'Bab Boujloud', 'Gare de Fès', 'fr');
  await expect(card(page, 'fr').getByTestId('estimate-tariff-source')).toHaveText('Fès, arrêté n° 25, 2023');
  // Where the figures come from, in French (the API's text is English).
  await card(page, 'fr').getByText('D’où viennent les chiffres').click();
  await expect(card(page, 'fr')).toContainText(
    'Fès : prise en charge, tarif au kilomètre, tarif d’attente, course minimum, course minimum de nuit, majoration de nuit, heures de nuit selon des décisions ou articles publiés.',
  );
  const amount = card(page, 'fr').getByTestId('quote-amount');
  const check = card(page, 'fr').getByRole('button', { name: 'Vérifier' });

  await amount.fill('10');
  await check.click();
  await expect(card(page, 'fr').getByTestId('quote-verdict')).toContainText('est dans le prix juste');
  await expect(card(page, 'fr').getByTestId('quote-phrase')).toContainText('wakha, yallah');
  // The meter's 11.22 paid as 12 DH is fair: a fare is paid in whole dirhams.
  await amount.fill('12');
  await check.click();
  await expect(card(page, 'fr').getByTestId('quote-verdict')).toContainText('arrondi au dirham supérieur');
  await expect(card(page, 'fr').getByTestId('quote-phrase')).toContainText('wakha, yallah');

  // Typed with its currency, as the driver says it.
  await amount.fill('60 DH');
  await check.click();
  const verdict = card(page, 'fr').getByTestId('quote-verdict');
  await expect(verdict).toContainText(/dépasse de .* le prix juste/);
  const phrases = verdict.getByTestId('quote-phrase');
  await expect(phrases).toHaveCount(2);
  await expect(phrases.first().locator('[lang="ary"]')).toHaveText('هاد الكورسة غالية بزاف');
  await expect(phrases.first().locator('[lang="ary"]')).toHaveAttribute('dir', 'rtl');
  await expect(phrases.first()).toContainText('had l-korsa ghalya bzzaf');
  await expect(phrases.first()).toContainText('C’est trop cher pour cette course');
  await expect(phrases.nth(1)).toContainText('Mettez le compteur');
  await amount.fill('abc');
  await check.click();
  await expect(card(page, 'fr').getByText('Tapez le montant en dirhams')).toBeVisible();
  await amount.fill('60');
  await check.click();
  await verdict.scrollIntoViewIfNeeded();
  await screenshot(page, 'taxi-quote-check-fr');
  await expectNoSeriousA11yViolations(page);
});

test('the meter card names its tariff and source', async ({ page }) => {
  await preselectLanguage(page, 'en');
  await page.goto('/taxi-fares');
  const meter = page.getByRole('region', { name: 'Taximeter' });
  await expect(meter.getByTestId('meter-tariff-source')).toHaveText(
    'Tariff: Casablanca, wilaya tariff of 2012',
  );
});
