import type { Page } from '@playwright/test';
import {
  expect,
  layoutShift,
  navigations,
  expectNoSeriousA11yViolations,
  preselectLanguage,
  screenshot,
  test,
} from '../support/fixtures';

// The Smart Pass journeys at 390x844 against the demo payment provider (e2e/playwright.config.ts).
// Chromium's position is Jemaa el-Fna, Marrakech, with the permission granted (profile 'get my location').
// CSP bypass: only so the axe-core check can inject its script.
test.use({
  geolocation: { latitude: 31.6258, longitude: -7.9891 },
  permissions: ['geolocation'],
  bypassCSP: true,
});

/** The browser logs a refused call itself (402, 401, 404...): expected here, so take it off the error list. */
function expectRefusedCall(consoleErrors: string[], status: number) {
  const index = consoleErrors.findIndex((text) => text.includes(String(status)));
  expect(index, `a logged ${status}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

async function fillCard(page: Page, number: string) {
  const checkout = page.getByRole('region', { name: 'Payment' });
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry').fill('1234');
  await checkout.getByLabel('CVC').fill('123');
  return checkout;
}

test('from the fare estimate paywall: pick the 7-day pass, pay with 4242, back to the resumed estimate with the banner, then the pass on /profile and its deactivation', async ({
  page,
  consoleErrors,
}) => {
  // Eight screens, two payments: at a load average of 20-30 on the shared 2-core machine (2026-11-24) it ran
  // past 60 s at its last steps, every step before them passed.
  test.setTimeout(150_000);
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/create-checkout-session'))
      sessionRequests.push(String(request.postDataJSON()?.plan));
  });
  await preselectLanguage(page, 'en');

  // The free estimate, then the paid one: the paywall sends us to /pay?t=taxi-estimate.
  await page.goto('/taxi-fares');
  await page.getByRole('combobox', { name: 'Departure' }).fill('Koutoubia Mosque');
  await page.getByRole('combobox', { name: 'Arrival' }).fill('Marrakech Train Station');
  await page.getByRole('button', { name: 'Estimate fare' }).click();
  await expect(page.getByRole('region', { name: 'Estimated fare' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Arrival' }).fill('Bab Doukkala');
  await page.getByRole('button', { name: 'Estimate fare' }).click();
  await page.waitForURL('**/pay?t=taxi-estimate');
  expectRefusedCall(consoleErrors, 402);

  // Plans: the 7-day pass preselected and marked; per-day prices from /api/plan-prices (EUR here).
  const plans = page.getByRole('radiogroup', { name: 'Choose your pass' });
  const tile = (name: string) => plans.getByRole('radio', { name: new RegExp(name) });
  await expect(plans.getByRole('radio')).toHaveCount(3);
  await expect(tile('7-day pass')).toHaveAttribute('aria-checked', 'true');
  await expect(tile('7-day pass')).toContainText('Most popular');
  await expect(tile('7-day pass')).toContainText('Only €1.28/day');
  await expect(tile('7-day pass')).toContainText('€8.99');
  await expect(tile('3-day pass')).toContainText('Only €1.66/day');
  await expect(tile('15-day pass')).toContainText('Only €1.00/day');
  await expect(page.getByText('Made for tourists', { exact: false })).toBeVisible();
  // What a pass lifts is spec 6's three limits; the planner and the contacts are free and said to be.
  const benefits = page.getByRole('region', { name: 'What your pass unlocks' });
  await expect(benefits.getByRole('listitem')).toHaveText([
    'Unlimited taxi fare estimates in every city',
    'The live GPS taximeter for your whole trip',
    'Unlimited voice translation to and from Darija',
  ]);
  await expect(benefits.getByRole('paragraph')).toHaveText(
    'Free for everyone, with or without a pass: Trip planner · Emergency contacts',
  );
  await expect(page.getByRole('link', { name: 'Cancel and go back home' })).toHaveAttribute('href', '/');
  expect(
    await page.evaluate(
      "JSON.parse(sessionStorage.getItem('plan-prices:default')).value.plans['10day'].unit_amount",
    ),
  ).toBe(899);

  const checkout = page.getByRole('region', { name: 'Payment' });
  await expect(checkout).toHaveCSS('min-height', '650px');
  await expect(checkout.getByText('Demo: no real charge.')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pay €8.99' })).toBeVisible();
  await screenshot(page, 'smart-pass-pay');

  // Another tile opens its own session; coming back reuses the first one (one session per plan).
  await tile('3-day pass').click();
  await expect(checkout.getByRole('button', { name: 'Pay €4.99' })).toBeVisible();
  await tile('7-day pass').click();
  await expect(checkout.getByRole('button', { name: 'Pay €8.99' })).toBeVisible();
  expect(sessionRequests).toEqual(['10day', '4day']);
  await expect(checkout).toBeInViewport();

  // The declined test card shows the decline message.
  await fillCard(page, '4000 0000 0000 0002');
  await expect(checkout.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(checkout.getByLabel('Expiry')).toHaveValue('12 / 34');
  await checkout.getByRole('button', { name: 'Pay €8.99' }).click();
  await expect(checkout.getByRole('alert')).toHaveText('Your card was declined.');
  expectRefusedCall(consoleErrors, 402);
  await screenshot(page, 'smart-pass-declined');

  // 4242 pays: completion page, then back to the fare screen where the pending estimate resumes.
  await fillCard(page, '4242424242424242');
  const passedThrough = navigations(page);
  await checkout.getByRole('button', { name: 'Pay €8.99' }).click();
  await page.waitForURL('**/taxi-fares');
  expect(passedThrough).toContainEqual(
    expect.stringMatching(/\/pay\/complete\?session_id=cs_demo_[0-9a-f]+&t=taxi-estimate/),
  );
  const banner = page.getByRole('status').filter({ hasText: 'Pass activated' });
  await expect(banner).toBeVisible();
  // The 7-day pass was bought: the banner says so (spec 2's '3 days' is false for it).
  await expect(banner).toContainText('active for 7 days');
  // It comes after the first paint (a session flag the prerendered page cannot know), over the top of the
  // page, so the form the visitor is reading does not move (in the flow it pushed the page about 130 px down).
  // The resumed estimate's card, which also comes after the first paint, moves the meter's card below it: that
  // shift is the answer arriving, not counted here.
  await expect(banner).toHaveCSS('position', 'fixed');
  expect(await layoutShift(page, 'form')).toBeLessThan(0.01);
  await expect(page.getByRole('region', { name: 'Estimated fare' })).toContainText('Bab Doukkala, Marrakech');
  expect(await page.evaluate("sessionStorage.getItem('pass_activated_show')")).toBe('1');
  expect(await page.evaluate("sessionStorage.getItem('pass_expires_at')")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const cached = await page.evaluate("JSON.parse(sessionStorage.getItem('pass:status')).value");
  expect(cached).toMatchObject({ active: true });
  await screenshot(page, 'smart-pass-back-with-banner');

  // Back on /pay with the pass: told it is active, before paying for days already bought.
  await page.goto('/pay');
  // It loads once the page has settled (5 s after load, then an idle moment of up to 5 s more).
  await expect(page.getByRole('status').filter({ hasText: 'already active until' })).toContainText(
    'A new pass would start the moment you pay, not after this one.',
    { timeout: 20_000 },
  );
  await screenshot(page, 'smart-pass-pay-holder');

  // /profile: anonymous, masked id, the active pass; optional details saved locally.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-account')).toHaveText('anonymous');
  await expect(page.getByTestId('masked-id')).toHaveText(/^••••••.{7}$/);
  await expect(page.getByTestId('pass-active')).toContainText('Your Smart Pass is active until');
  await page.getByRole('button', { name: 'Get my location' }).click();
  await expect(page.getByTestId('profile-city')).toHaveText('City: Marrakech');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Prefer not to say' });
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('na');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await page.evaluate("JSON.parse(localStorage.getItem('profile_form'))")).toEqual({
    dob: '1990-04-12',
    gender: 'na',
  });
  expect(await page.evaluate("JSON.parse(localStorage.getItem('profile_location')).city")).toBe('Marrakech');
  await screenshot(page, 'smart-pass-profile-active');
  await expectNoSeriousA11yViolations(page);

  // Deactivation: browser confirmation, then the pass is gone everywhere.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Deactivate my pass' }).click();
  await expect(page.getByText('Your pass was deactivated.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Smart Pass' })).toHaveAttribute('href', '/pay');
  expect(await page.evaluate("JSON.parse(sessionStorage.getItem('pass:status')).value")).toEqual({
    active: false,
    passExpiresAt: null,
  });
  expect(await (await page.request.get('/api/pass-status')).json()).toEqual({
    active: false,
    passExpiresAt: null,
  });
  await screenshot(page, 'smart-pass-profile-deactivated');
});

test('the pay page names what stays free and leads there: the planner opens without a pass, in French', async ({
  page,
}) => {
  await preselectLanguage(page, 'fr');
  await page.goto('/pay');
  const benefits = page.getByRole('region', { name: 'Ce que votre pass débloque' });
  await expect(benefits.getByRole('listitem')).toHaveCount(3);
  await expect(benefits).not.toContainText('itinéraires');
  await expect(page.getByRole('status').filter({ hasText: 'déjà actif' })).toHaveCount(0);
  await screenshot(page, 'smart-pass-pay-fr');
  await benefits.getByRole('link', { name: 'Planificateur de voyage' }).click();
  await page.waitForURL('**/itinerary');
  await expect(page.getByRole('heading', { level: 1, name: 'Planificateur de voyage' })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Ce que votre pass débloque' })
    .getByRole('link', { name: 'Contacts d’urgence' })
    .click();
  await expect(page.getByRole('link', { name: 'Police, 19', exact: true })).toHaveAttribute('href', 'tel:19');
});

test('the completion page shows its progress while no pass is confirmed', async ({ page, consoleErrors }) => {
  await preselectLanguage(page, 'en');
  await page.goto('/pay/complete?session_id=cs_demo_unknown&t=translate');
  await expect(page.getByText('Finalizing payment…')).toBeVisible();
  await expect(page.getByTestId('completion-checks')).toHaveText(/^[2-9] checks so far$/);
  await expect(
    page.getByText('Still here after a minute? Refresh this page', { exact: false }),
  ).toBeVisible();
  // The unknown session's confirm is refused (404); the page keeps polling regardless.
  expectRefusedCall(consoleErrors, 404);
  await screenshot(page, 'smart-pass-completion');
});

test('the meter trigger subtitle, the hidden checkouts (560 px) and an accessible pay page', async ({
  page,
}) => {
  await preselectLanguage(page, 'en');
  await page.goto('/pay?t=taxi-meter');
  await expect(
    page.getByText('Your 3 free minutes of the taximeter are over.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'smart-pass-pay-meter');

  for (const path of ['/mr/checkout', '/tst/checkout']) {
    await page.goto(path);
    const checkout = page.getByRole('region', { name: 'Payment' });
    await expect(checkout.getByLabel('Card number')).toBeVisible();
    await expect(checkout).toHaveCSS('min-height', '560px');
    // The plan's price, asked once the page is hydrated (useServerAnswer, without TanStack Query).
    await expect(page.getByText('7-day pass · €8.99')).toBeVisible();
    await screenshot(page, `smart-pass${path.replace('/', '-').replace('/', '-')}`);
  }
});

test('the plans from the keyboard: one Tab stop, the arrow keys choose, the plans stay in view, the checkout follows', async ({
  page,
}) => {
  await preselectLanguage(page, 'en');
  await page.goto('/pay');
  const plans = page.getByRole('radiogroup', { name: 'Choose your pass' });
  await expect(plans.getByRole('radio', { name: /7-day pass/ })).toContainText('€8.99');
  await plans.getByRole('radio', { name: /7-day pass/ }).focus();
  await page.keyboard.press('ArrowDown');
  const fifteen = plans.getByRole('radio', { name: /15-day pass/ });
  await expect(fifteen).toBeFocused();
  await expect(fifteen).toHaveAttribute('aria-checked', 'true');
  await expect(fifteen).toBeInViewport();
  await expect(
    page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay €14.99' }),
  ).toBeAttached();
  // Past the group in one Tab: the next stop is the card's first field, not the other plans.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeFocused();
});

test.describe('a British browser', () => {
  test.use({ locale: 'en-GB' });

  test('sees prices in pounds', async ({ page }) => {
    await preselectLanguage(page, 'en');
    await page.goto('/pay');
    const plans = page.getByRole('radiogroup', { name: 'Choose your pass' });
    await expect(plans.getByRole('radio', { name: /7-day pass/ })).toContainText('£7.99');
    await expect(plans.getByRole('radio', { name: /7-day pass/ })).toContainText('Only £1.14/day');
    expect(await page.evaluate("sessionStorage.getItem('plan-prices:gbp') !== null")).toBe(true);
  });
});

test('register, land on /app with the user JSON, sign out, sign in again (and a wrong password), in French on /app', async ({
  page,
  consoleErrors,
}) => {
  // English unless the test switches language (preselectLanguage would reset it on every load).
  await page.addInitScript("if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')");
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';

  await page.goto('/app');
  await page.waitForURL('**/login?next=%2Fapp');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByText('At least 12 characters.')).toBeVisible();
  await screenshot(page, 'smart-pass-register');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await page.waitForURL('**/app');
  await expect(page.getByText('Account created')).toBeVisible();
  const user = JSON.parse((await page.getByTestId('current-user').textContent()) ?? '{}') as {
    id?: string;
    email?: string;
  };
  expect(user.email).toBe(email);
  expect(user.id).toEqual(expect.any(String));
  await screenshot(page, 'smart-pass-app');

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-account')).toHaveText(email);

  // /app in French: the spec's texts.
  await page.evaluate("localStorage.setItem('language', 'fr')");
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Zone protégée' })).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText(email);
  await screenshot(page, 'smart-pass-app-fr');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Déconnecté')).toBeVisible();
  await page.evaluate("localStorage.setItem('language', 'en')");

  // Signed out: /app sends to /login again; a wrong password fails; the right one goes to /app.
  await page.goto('/app');
  await page.waitForURL('**/login?next=%2Fapp');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Sign in failed: Wrong email or password.');
  expectRefusedCall(consoleErrors, 401);
  await screenshot(page, 'smart-pass-login-failed');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/app');
  await expect(page.getByTestId('current-user')).toContainText(email);
});
