import type { Page } from '@playwright/test';
import {
  actBeforeHydration,
  controlledByServiceWorker,
  expect,
  preselectLanguage,
  screenshot,
  test,
} from '../support/fixtures';

// The trip planner's journeys at 390x844: the wizard and its validation toasts, the generating overlay, the
// results with their accordion and image viewer, create new, and a saved trip reopened after a reload in
// airplane mode. Google is not
// configured on the journey server, so the place details (with a photo) and the photo itself are answered
// by the page's routes, as Google's answers would come through our API.

// A 40x30 PNG, terracotta.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR4nO3NMQ0AAAgDsHlCC04RiAw4mvRvputExGKxWCwWi8VisVj8N16nNMmMGQJ1wAAAAABJRU5ErkJggg==',
  'base64',
);

async function fakeGoogle(page: Page) {
  await page.route('**/api/places/details', async (route) => {
    const body = route.request().postDataJSON() as { placeName: string; city: string };
    await route.fulfill({
      json: {
        placeId: `g-${body.placeName}`,
        name: body.placeName,
        location: null,
        rating: 4.56,
        reviewCount: 2345,
        url: 'https://maps.google.com/?cid=1',
        mapsUrl: 'https://maps.google.com/?cid=1',
        website: null,
        photos: [{ ref: 'p1', url: '/api/places/photo?ref=p1', attributions: [{ name: 'Ana', uri: null }] }],
        reviews: [
          { author: 'Sam', authorUri: null, rating: 5, relativeTime: '2 weeks ago', text: 'Lovely place.' },
        ],
        city: body.city,
        formatted_address: null,
        vicinity: null,
        price_level: null,
        source: 'google',
        attributions: ['Google Maps'],
      },
    });
  });
  await page.route('**/api/places/photo?*', (route) =>
    route.fulfill({ body: PNG, contentType: 'image/png' }),
  );
}

// By keyboard: a validation toast may sit over the button on a phone's screen for a few seconds.
const next = (page: Page, name = 'Next') => page.getByRole('button', { name }).press('Enter');
const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();
// A trip starting in a week: one starting today begins after the current time in Morocco (ADR 020), so run in
// the evening its first day would be empty.
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test('the wizard validates each step, generates with its overlay, shows the results, and a saved trip opens offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  // A long journey (ten screenshots) on a machine shared with other runs.
  test.setTimeout(180_000);
  await page.addInitScript(`localStorage.setItem('language', 'en')`);
  await fakeGoogle(page);
  await page.goto('/itinerary');
  await expect(page.getByRole('heading', { name: 'Trip planner', level: 1 })).toBeVisible();
  await expect(page.getByText('Step 1 of 4 · Where and when')).toBeVisible();
  await screenshot(page, 'planner-step-1');

  await next(page);
  await toast(page, 'please choose a destination');
  await page.getByLabel('Destination').selectOption('marrakech');
  await page.getByLabel('Start date').fill(inAWeek());
  await page.getByRole('slider', { name: 'Duration' }).fill('2');
  await expect(page.getByText('2 days')).toBeVisible();
  await next(page);

  await expect(page.getByText('Step 2 of 4 · Your interests')).toBeVisible();
  await next(page);
  await toast(page, 'please choose at least one interest');
  await page.getByRole('button', { name: 'Culture' }).click();
  await page.getByRole('button', { name: 'Food' }).click();
  await screenshot(page, 'planner-step-2');
  await next(page);

  await expect(page.getByText('Step 3 of 4 · Budget and getting around')).toBeVisible();
  await expect(page.getByText('Comfort')).toBeVisible();
  await next(page);
  await toast(page, 'please choose at least one way to get around');
  await page.getByRole('button', { name: 'Taxi' }).click();
  await page.getByRole('button', { name: 'Walking' }).click();
  await screenshot(page, 'planner-step-3');
  await next(page);

  await expect(page.getByText('Step 4 of 4 · Final touches')).toBeVisible();
  await page.getByRole('button', { name: 'Halal' }).click();
  await page.getByLabel('Special requests').fill('a hammam');
  await screenshot(page, 'planner-step-4');

  // Slow the details a little so the overlay's counter can be seen.
  await page.route('**/api/places/details', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Generate itinerary' }).click();
  const overlay = page.getByRole('dialog', { name: 'Planning your trip' });
  await expect(overlay.getByText(/Fetching place details \d+\/\d+/)).toBeVisible();
  await screenshot(page, 'planner-overlay');

  await expect(page.getByRole('heading', { name: 'Your trip to Marrakech' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(overlay).toBeHidden();
  const day1 = page.getByRole('button', { name: /Day 1/ });
  const day2 = page.getByRole('button', { name: /Day 2/ });
  await expect(day1).toHaveAttribute('aria-expanded', 'true');
  await expect(day2).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('4.6').first()).toBeVisible();
  await expect(page.getByText('(2,345 reviews)').first()).toBeVisible();
  await expect(page.getByText('Lovely place.').first()).toBeVisible();
  await expect(page.getByText('Data: Google Maps').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' }).first()).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await screenshot(page, 'planner-results');

  const thumb = page.getByRole('button', { name: /Open the photo of/ }).first();
  await thumb.click();
  const viewer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close' }) });
  await expect(viewer).toBeVisible();
  await screenshot(page, 'planner-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await thumb.click();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await thumb.click();
  await viewer.getByRole('img').click();
  await expect(viewer).toBeHidden();

  await day2.click();
  await expect(day1).toHaveAttribute('aria-expanded', 'false');
  await expect(day2).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Practical information' })).toBeVisible();
  await screenshot(page, 'planner-day-2');

  await page.getByRole('button', { name: 'Save itinerary' }).click();
  await expect(page.getByRole('button', { name: 'Saved on this device' })).toBeDisabled();

  await page.getByRole('button', { name: 'Create new' }).click();
  await expect(page.getByText('Step 1 of 4 · Where and when')).toBeVisible();
  await expect(page.getByLabel('Destination')).toHaveValue('');
  await expect(page.getByText('3 days')).toBeVisible();
  const saved = page.getByRole('button', { name: /Marrakech · 2 days/ });
  await expect(saved).toBeVisible();

  await screenshot(page, 'planner-saved-list');

  // Airplane mode after this one visit: the service worker (registered once the page has settled) holds the
  // app, and /itinerary, loaded afresh, lists the saved trip, which opens from the device without Google's content.
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trip planner', level: 1 })).toBeVisible();
  const offlineSaved = page.getByRole('button', { name: /Marrakech · 2 days/ });
  await expect(offlineSaved).toBeVisible();
  await offlineSaved.click();
  await expect(page.getByRole('heading', { name: 'Your trip to Marrakech' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Day 1/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Lovely place.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'No photo' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' }).first()).toBeVisible();
  await screenshot(page, 'planner-saved-offline');
  // Offline, the pass status call fails: the browser says so in the console.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text)),
  );
  await context.setOffline(false);
});

test('in German, with the catalog’s own details: German texts and names, dated days, placeholders, no Google credit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(`localStorage.setItem('language', 'de')`);
  await page.goto('/itinerary');
  await expect(page.getByRole('heading', { name: 'Wohin und wann' })).toBeVisible();
  await page.getByLabel('Reiseziel').selectOption('fes');
  await page.getByLabel('Startdatum').fill(inAWeek());
  await next(page, 'Weiter');
  await page.getByRole('button', { name: 'Kultur' }).click();
  await next(page, 'Weiter');
  await page.getByRole('button', { name: 'Zu Fuß' }).click();
  await next(page, 'Weiter');
  await page.getByRole('button', { name: 'Reiseplan erstellen' }).click();

  await expect(page.getByRole('heading', { name: 'Ihre Reise nach Fès' })).toBeVisible({ timeout: 30_000 });
  // The catalog's details add nothing to the plan (no ratings, reviews or photos): one lookup says so, and no
  // place claims to have 'no reviews'.
  await expect(page.getByText('keine Bewertungen')).toHaveCount(0);
  // Days and places are named in German ('Medersa Bou Inania', 'Gerberei Chouara'), never by their English names.
  await expect(page.getByRole('button', { name: /Tag 1 · \S+, \d+\. \S+ .+ und Umgebung/ })).toBeVisible();
  await expect(page.getByText(/Madrasa|Tannery|Tombs|Gardens|Quarter|doorways|Water Clock/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Kein Foto' }).first()).toBeVisible();
  await expect(page.getByText(/Google Maps/)).toHaveCount(0);
  // A place's article opens in the German Wikipedia, or the English one where it has none (Wikidata Hub decides).
  await expect(page.locator('a[href*="hub.toolforge.org"]').first()).toHaveAttribute(
    'href',
    /^https:\/\/hub\.toolforge\.org\/enwiki:[^?]+\?lang=de$/,
  );
  await expect(page.locator('a[href*="en.wikipedia.org"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Praktische Informationen' })).toBeVisible();
  await screenshot(page, 'planner-results-de');
});

// Where no place on our list fits the day's lunch (Agadir has few places to eat, none vegan), the day still has
// one: a stop that names no place, to eat in the streets around the morning's last place (ADR 020), at the
// generic plan's price, with no directions, no Arabic name and no details asked for it.
test('in Spanish, a vegan day in Agadir has a lunch in the streets around, named as a suggestion, not a place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/places/details'))
      asked.push((request.postDataJSON() as { placeName: string }).placeName);
  });
  await page.addInitScript(`localStorage.setItem('language', 'es')`);
  await page.goto('/itinerary');
  await page.getByLabel('Destino').selectOption('agadir');
  await page.getByLabel('Fecha de inicio').fill(inAWeek());
  await next(page, 'Siguiente');
  await page.getByRole('button', { name: 'Cultura' }).click();
  await next(page, 'Siguiente');
  await page.getByRole('button', { name: 'A pie' }).click();
  await next(page, 'Siguiente');
  await page.getByRole('button', { name: 'Vegana' }).click();
  await page.getByRole('button', { name: 'Crear itinerario' }).click();

  await expect(page.getByRole('heading', { name: 'Su viaje a Agadir' })).toBeVisible({ timeout: 30_000 });
  const lunch = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Almuerzo: .+ y alrededores$/ }) }).first();
  await expect(lunch).toBeVisible();
  await expect(lunch.getByText('12:30 – 14:00')).toBeVisible();
  await expect(lunch.getByText(/en las calles cercanas a «/)).toBeVisible();
  await expect(lunch.getByRole('img')).toHaveCount(0);
  await expect(lunch.getByText(/Diga lo que no come antes de pedir/)).toBeVisible();
  await expect(lunch.getByText(/80.150 MAD/)).toBeVisible();
  await expect(lunch.getByRole('link')).toHaveCount(0);
  await expect(lunch.locator('[lang="ar"]')).toHaveCount(0);
  await expect(page.getByText(/Sin almuerzo previsto/)).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((name) => name.startsWith('Almuerzo') || name.startsWith('Cena'))).toEqual([]);
  await screenshot(page, 'planner-street-lunch-es');
});

// The first step is in the prerendered page (ADR 021): what is set there before the scripts have run stays once
// the page is hydrated, and the wizard moves on with it.
test('the first step set before the page is hydrated stays and moves on', async ({ page }) => {
  await preselectLanguage(page, 'en');
  await actBeforeHydration(page, '/itinerary', /\/assets\/itinerary-[\w-]+\.js$/, async () => {
    await page.getByLabel('Destination').selectOption('fes');
    await page.getByLabel('Travellers').selectOption('family');
  });
  await expect(page.getByLabel('Destination')).toHaveValue('fes');
  await expect(page.getByLabel('Travellers')).toHaveValue('family');
  await next(page);
  await expect(page.getByText('Step 2 of 4 · Your interests')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Destination')).toHaveValue('fes');
  await expect(page.getByLabel('Travellers')).toHaveValue('family');
});

// A tourist in French on a phone: a date in the past is refused, a reload or Back and forward in the middle of the
// wizard keeps the step and every choice, the plan survives a reload, and the focus follows each step.
test('in French, nothing chosen or shown is lost to a reload or the Back button', async ({ page }) => {
  test.setTimeout(120_000);
  await preselectLanguage(page, 'fr');
  await page.goto('/itinerary');
  await page.getByLabel('Destination').selectOption('chefchaouen');
  await page.getByRole('slider', { name: 'Durée' }).fill('2');
  await page.getByLabel('Date de départ').fill('2024-01-05');
  await next(page, 'Suivant');
  await toast(page, 'veuillez choisir aujourd’hui ou une date à venir');
  await page.getByLabel('Date de départ').fill('2099-06-05');
  await next(page, 'Suivant');
  await expect(page.getByRole('heading', { name: 'Vos centres d’intérêt' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Vos centres d’intérêt' })).toHaveCSS(
    'outline-style',
    'none',
  );
  await page.getByRole('button', { name: 'Photographie' }).click();
  await next(page, 'Suivant');
  await page.getByRole('button', { name: 'À pied' }).click();

  await page.reload();
  await expect(page.getByText('Étape 3 sur 4 · Budget et déplacements')).toBeVisible();
  await expect(page.getByRole('button', { name: 'À pied' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Accueil' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByText('Étape 3 sur 4 · Budget et déplacements')).toBeVisible();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByRole('button', { name: 'Photographie' })).toHaveAttribute('aria-pressed', 'true');
  await next(page, 'Suivant');
  await next(page, 'Suivant');
  await page.getByLabel('Demandes particulières').fill('سطح مطل 🌅 terrasse');
  await page.getByRole('button', { name: 'Créer l’itinéraire' }).click();

  const summary = page.getByRole('heading', { name: 'Votre voyage à Chefchaouen' });
  await expect(summary).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Jour 1 · vendredi 5 juin/ })).toBeVisible();
  await expect(page.getByText('سطح مطل 🌅 terrasse', { exact: true })).toBeVisible();
  await screenshot(page, 'planner-results-fr');
  await page.reload();
  await expect(summary).toBeVisible();
  await expect(page.getByRole('button', { name: /Jour 2 · samedi 6 juin/ })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvel itinéraire' }).click();
  await expect(page.getByRole('heading', { name: 'Où et quand' })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Destination')).toHaveValue('');
});

test.describe('offline before the phone keeps the app', () => {
  // No service worker yet (it registers once the page has settled): the plan's code cannot come.
  test.use({ serviceWorkers: 'block' });

  test('the wizard says it could not plan and keeps what was chosen, with no uncaught error', async ({
    page,
    consoleErrors,
  }) => {
    await preselectLanguage(page, 'en');
    await page.goto('/itinerary');
    await page.getByLabel('Destination').selectOption('agadir');
    await next(page);
    await page.getByRole('button', { name: 'Beach' }).click();
    await next(page);
    await page.getByRole('button', { name: 'Taxi' }).click();
    await next(page);
    // The connection drops for what generating needs: the request, the plan's code, the built-in plan.
    await page.route(/\/api\/|\/assets\/(itinerary-results|fallback-itinerary)-/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByRole('button', { name: 'Generate itinerary' }).click();
    await toast(page, "something went wrong: we couldn't generate the itinerary. please try again.");
    await expect(page.getByText('Step 4 of 4 · Final touches')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: 'Taxi' })).toHaveAttribute('aria-pressed', 'true');
    // The browser logs each refused request, and the screen logs its failure; nothing may go uncaught.
    const uncaught = consoleErrors.filter(
      (text) => !/ERR_INTERNET_DISCONNECTED|could not be generated/.test(text),
    );
    expect(uncaught).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('in French the toast joins its two parts with French punctuation', async ({ page, consoleErrors }) => {
    await preselectLanguage(page, 'fr');
    await page.goto('/itinerary');
    await page.getByLabel('Destination').selectOption('rabat');
    await next(page, 'Suivant');
    await page.getByRole('button', { name: 'Culture' }).click();
    await next(page, 'Suivant');
    await page.getByRole('button', { name: 'Taxi' }).click();
    await next(page, 'Suivant');
    await page.route(/\/api\/|\/assets\/(itinerary-results|fallback-itinerary)-/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByRole('button', { name: 'Créer l’itinéraire' }).click();
    await toast(
      page,
      'une erreur s’est produite : nous n’avons pas pu créer l’itinéraire. veuillez réessayer.',
    );
    await expect(page.getByText('Étape 4 sur 4 · Dernières précisions')).toBeVisible();
    await screenshot(page, 'planner-error-fr');
    consoleErrors.splice(0, consoleErrors.length);
  });
});
