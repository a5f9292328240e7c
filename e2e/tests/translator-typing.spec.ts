import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { controlledByServiceWorker, expect, preselectLanguage, test } from '../support/fixtures';

// ADR 015 round 13: the translator as a tourist types on a phone (no accents, no apostrophes, no articles, no
// "?"), at 390x844 on the server without a voice service: what is typed, the Darija and the phrase it says, the
// history, the large view for the driver, the Darija a driver answers with, and the same offline.

test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../screenshots');
async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `translator-${name}.png`), animations: 'disabled' });
}

test('typed as on a phone, in French: the phrase meant, the history, the large view, a driver’s Darija, offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  await preselectLanguage(page, 'fr');
  await page.goto('/transcribe');
  const field = page.getByLabel('Ou écrivez une phrase');
  const send = page.getByRole('button', { name: 'Traduire' });
  const result = page.getByRole('region', { name: 'Traduction', exact: true });

  // "l addition" for "l'addition": the apostrophe typed as a space.
  await field.fill('l addition svp');
  await send.click();
  await expect(result.getByTestId('darija-arabic')).toHaveText('جيب لينا الحساب عافاك');
  await expect(result.getByTestId('darija-meaning')).toHaveText(
    'En darija, cela veut dire « Apportez-nous l’addition, s’il vous plaît ».',
  );
  // "c" for "c'est".
  await field.fill('c combien');
  await send.click();
  await expect(result.getByTestId('darija-arabic')).toHaveText('بشحال؟');
  await field.fill('c quoi le code wifi');
  await send.click();
  await expect(result.getByTestId('darija-arabic')).toHaveText('شنو هو الكود ديال الويفي؟');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'walk-fr-typed');

  // The history keeps the phrases the Darija says, newest first.
  const history = page.getByRole('region', { name: 'Traductions récentes' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(2)).toContainText('Apportez-nous l’addition');
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'walk-fr-history');

  // Shown large to the driver.
  await result.getByRole('button', { name: 'Montrer' }).click();
  const show = page.getByRole('dialog', { name: 'À montrer' });
  await expect(show.getByTestId('show-arabic')).toHaveText('شنو هو الكود ديال الويفي؟');
  await shot(page, 'walk-fr-show');
  await show.getByRole('button', { name: 'Fermer' }).click();

  // What the driver says back, typed in Darija.
  await page.getByRole('tab', { name: /^darija →/ }).click();
  await field.fill('nzel hna');
  await send.click();
  await expect(result.getByTestId('translation')).toHaveText('Descendez ici');
  // "the meter is on" is not in the phrasebook: refused, and not with "the meter is not working" as a suggestion.
  await field.fill('الكونتور خدام');
  await send.click();
  await expect(result).toContainText('Aucune phrase connue n’est assez proche');
  await expect(result).not.toContainText('ما خدامش');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'walk-fr-darija');

  // Offline after one visit, phone-typed French still meets its phrase.
  const toDarija = page.getByRole('tab', { name: 'français → darija' });
  await toDarija.click();
  await expect(toDarija).toHaveAttribute('aria-selected', 'true');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(toDarija).toHaveAttribute('aria-selected', 'true');
  // What was in the field is given back after the reload; the visitor types over it.
  await expect(field).toHaveValue('الكونتور خدام');
  await field.fill('de l eau svp');
  await send.click();
  await expect(result.getByTestId('darija-arabic')).toHaveText('الما عافاك');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'walk-fr-offline');
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text)),
  );
  await context.setOffline(false);
});

test('typed as on a phone, in English: articles left out, an emergency, the large view', async ({ page }) => {
  await preselectLanguage(page, 'en');
  await page.goto('/transcribe');
  const field = page.getByLabel('Or type a phrase');
  const send = page.getByRole('button', { name: 'Translate' });
  const result = page.getByRole('region', { name: 'Translation', exact: true });

  await field.fill('call police');
  await send.click();
  await expect(result.getByTestId('darija-arabic')).toHaveText('عيطو على البوليس!');
  await expect(result.getByTestId('darija-meaning')).toHaveText('In Darija this says “Call the police!”.');
  await field.fill('my passport was stolen');
  await send.click();
  await expect(result.getByTestId('darija-arabic')).toHaveText('شفرو ليا الباسبور ديالي');
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'walk-en-typed');
  await result.getByRole('button', { name: 'Show' }).click();
  const show = page.getByRole('dialog', { name: 'Show this' });
  await expect(show.getByTestId('show-arabic')).toHaveText('شفرو ليا الباسبور ديالي');
  await expect(show.getByTestId('show-latin')).toHaveText('sheffru liya l-passpor dyali');
  await shot(page, 'walk-en-show');
  await show.getByRole('button', { name: 'Close' }).click();
  const history = page.getByRole('region', { name: 'Recent translations' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('My passport has been stolen');
});
