import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, navigations, preselectLanguage, test } from '../support/fixtures';

// Typed text through the AI translator (the server's language model), at 390x844, on the server with a key: the
// second server of e2e/playwright.config.ts, pointed at the local OpenAI fake (apps/api/test/fakes/openai-fake.ts).
// The fake answers any text outside Arabic script with its canned Darija for "How much is it to the train
// station?": the journeys check where the answer goes, not the model's wording.

const VOICE = process.env.E2E_VOICE_URL!;
const FAKE_DARIJA = { ar: 'بشحال حتى للمحطة ديال التران؟', latin: 'bchhal 7tta l-m7atta dyal tran?' };
// Refused by the phone's phrasebook and by the server's phrasebook and DODa memory alike (nothing close).
const REFUSED = 'Quantum chromodynamics describes gluons';
const OFFER = 'Translate with the AI translator (uses 1 translation)';

// The service worker and the pages it keeps are not what these journeys are about; a cold start is slow.
test.describe.configure({ timeout: 120_000 });
test.use({ baseURL: VOICE });

const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../screenshots');
async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `translator-ai-${name}.png`), animations: 'disabled' });
}

/** Types `text` in the field and translates it with the embedded translators. */
async function typeAndTranslate(page: Page, text: string) {
  const translate = page.getByRole('button', { name: 'Translate', exact: true });
  await expect(translate).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel('Or type a phrase').fill(text);
  await translate.click();
  await expect(page.getByTestId('typed-searching')).toHaveText('', { timeout: 20_000 });
}

const result = (page: Page) => page.getByRole('region', { name: 'Translation', exact: true });

test('a text the phrasebook and the dictionary refuse: the AI translator button, then its Darija', async ({
  page,
}) => {
  await preselectLanguage(page, 'en');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/translate-text-model')) asked.push(request.postData() ?? '');
  });
  await page.goto('/transcribe');
  await page.getByLabel('Or type a phrase').focus();
  await typeAndTranslate(page, REFUSED);
  await expect(result(page)).toContainText('No known phrase is close enough');
  const offer = result(page).getByRole('button', { name: OFFER });
  await expect(offer).toBeVisible();
  await result(page).scrollIntoViewIfNeeded();
  await shot(page, 'offer');

  await offer.click();
  await expect(result(page).getByTestId('darija-arabic')).toHaveText(FAKE_DARIJA.ar);
  await expect(result(page).getByTestId('darija-latin')).toHaveText(`In Latin letters: ${FAKE_DARIJA.latin}`);
  await expect(result(page).getByTestId('transcript')).toHaveText(REFUSED);
  await expect(result(page)).toContainText('Translated by the AI translator.');
  await expect(result(page).getByRole('button', { name: OFFER })).toHaveCount(0);
  expect(asked.map((body) => JSON.parse(body) as Record<string, unknown>)).toEqual([
    expect.objectContaining({ text: REFUSED, direction: 'to_darija', targetLang: 'en' }),
  ]);
  await result(page).scrollIntoViewIfNeeded();
  await shot(page, 'answer');

  // Kept on the phone like any translation.
  const history = page.getByRole('region', { name: 'Recent translations' });
  await expect(history.getByRole('listitem').first()).toContainText(FAKE_DARIJA.ar);
});

test('the fourth AI translation goes to /pay?t=translate; after buying, the text is back in the field and translated', async ({
  page,
  consoleErrors,
}) => {
  await preselectLanguage(page, 'en');
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/translate-text-model')) statuses.push(response.status());
  });
  await page.goto('/transcribe');
  await page.getByLabel('Or type a phrase').focus();
  // The three free uses, each a different text the embedded translators refuse.
  for (let use = 1; use <= 3; use += 1) {
    await typeAndTranslate(page, `${REFUSED} ${use}`);
    await result(page).getByRole('button', { name: OFFER }).click();
    await expect(result(page)).toContainText('Translated by the AI translator.');
  }
  expect(statuses).toEqual([200, 200, 200]);

  const fourth = 'Quantum gravity confuses my taxi driver';
  await typeAndTranslate(page, fourth);
  await result(page).getByRole('button', { name: OFFER }).click();
  await page.waitForURL('**/pay?t=translate');
  expect(statuses).toEqual([200, 200, 200, 402]);
  // The browser logs the refused call itself: expected here.
  const logged = consoleErrors.findIndex((text) => text.includes('status of 402'));
  expect(logged, 'the logged 402').toBeGreaterThanOrEqual(0);
  consoleErrors.splice(logged, 1);
  expect(await page.evaluate("sessionStorage.getItem('pending_typed_translation')")).toContain(fourth);

  const checkout = page.getByRole('region', { name: 'Payment' });
  await checkout.getByLabel('Card number').fill('4242424242424242');
  await checkout.getByLabel('Expiry').fill('1234');
  await checkout.getByLabel('CVC').fill('123');
  const passedThrough = navigations(page);
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/transcribe');
  expect(passedThrough).toContainEqual(
    expect.stringMatching(/\/pay\/complete\?session_id=cs_demo_[0-9a-f]+&t=translate/),
  );

  // Back: the text in the field, sent to the AI translator, answered, with the pass.
  await expect(page.getByLabel('Or type a phrase')).toHaveValue(fourth, { timeout: 30_000 });
  await expect(result(page).getByTestId('transcript')).toHaveText(fourth, { timeout: 30_000 });
  await expect(result(page)).toContainText('Translated by the AI translator.');
  await expect(result(page).getByTestId('darija-arabic')).toHaveText(FAKE_DARIJA.ar);
  expect(statuses).toEqual([200, 200, 200, 402, 200]);
  expect(await page.evaluate("sessionStorage.getItem('pending_typed_translation')")).toBeNull();
  await shot(page, 'after-pay');
});
