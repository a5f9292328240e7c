import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, preselectLanguage, test } from '../support/fixtures';

// ADR 015, translator6: a price said in Darija, typed and spoken, at 390x844 on the server without a voice
// service (the phone's speech recognition listens, faked here: it hears what the test says the driver said), and
// a refusal whose suggested Darija phrase says what it means.

test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../screenshots');
async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `translator-${name}.png`), animations: 'disabled' });
}

/** The browser's speech recognition, hearing `heard` once started (final when stopped). */
async function fakeRecognition(page: Page, heard: string) {
  await page.addInitScript((text) => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (globalThis as unknown as { heardIn: string }).heardIn = this.lang;
        setTimeout(() => {
          const result = Object.assign([{ transcript: text }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        }, 300);
      }
      stop() {
        setTimeout(() => this.onend?.(), 50);
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(globalThis, {
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
    });
  }, heard);
}

test('a price said in Darija, typed and spoken: the amount in dirhams, ryals explained, words not understood named', async ({
  page,
}) => {
  await preselectLanguage(page, 'en');
  await fakeRecognition(page, 'ميا و خمسين درهم');
  await page.goto('/transcribe');
  await page.getByRole('tab', { name: 'darija → English' }).click();
  const field = page.getByLabel('Or type a phrase');
  const send = page.getByRole('button', { name: 'Translate' });
  const result = page.getByRole('region', { name: 'Translation', exact: true });

  await field.fill('3tini 100 dh');
  await send.click();
  await expect(result.getByTestId('translation')).toHaveText('Give me: 100 dirhams');
  await expect(result.getByTestId('amount-note')).toHaveCount(0);
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'price-typed');

  await field.fill('hadi b alf ryal');
  await send.click();
  await expect(result.getByTestId('translation')).toHaveText(
    '1,000 ryals = 50 dirhams (not understood: “hadi”)',
  );
  await expect(result.getByTestId('amount-note')).toContainText('20 ryals = 1 dirham');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'price-ryals');

  await field.fill('bsh7al? mya');
  await send.click();
  await expect(result.getByTestId('translation')).toHaveText(
    'How much is it? 100 (dirhams, or ryals = 5 dirhams)',
  );
  await expect(result.getByTestId('amount-note')).toContainText('No unit was said');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'price-no-unit');

  // A refusal suggesting a Darija phrase says what it means: the meter is on, not "turn it on" (the phone's
  // refusal, then the server's, the same).
  await field.fill('الكونتور خدام');
  await send.click();
  await expect(page.getByTestId('typed-searching')).toHaveText('');
  await expect(result.getByRole('button', { name: 'Translate “خدّم الكونتور عافاك” instead' })).toBeVisible();
  await expect(result.getByTestId('suggestion-meaning')).toHaveText('It means “Turn on the meter, please”.');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'refusal-meaning');

  // Spoken by the driver, heard by the phone's recognition in Moroccan Arabic.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  // A clip under a second is the empty message, recognition or not.
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(result.getByTestId('translation')).toHaveText('150 dirhams');
  expect(await page.evaluate(() => (globalThis as unknown as { heardIn: string }).heardIn)).toBe('ar-MA');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'price-spoken');

  // Reopened from the history after a reload, the price in ryals still says what a ryal is.
  await page.reload();
  const history = page.getByRole('region', { name: 'Recent translations' });
  await history.getByRole('button', { name: /hadi b alf ryal/ }).click();
  await expect(result.getByTestId('translation')).toHaveText(
    '1,000 ryals = 50 dirhams (not understood: “hadi”)',
  );
  await expect(result.getByTestId('amount-note')).toContainText('20 ryals = 1 dirham');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'price-history');
});
