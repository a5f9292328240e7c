import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ItineraryResponse } from '@mizan/contracts/itinerary';
import { CATALOG, CATALOG_BY_CITY } from '@mizan/data/catalog';
import type { ModelPlan } from '@mizan/domain/planner/grounded-plan';
import { planItinerary } from '@mizan/domain/planner/plan-itinerary';
import { TRANSLATED_TAGS } from '@mizan/domain/planner/request-words';
import { placeWords } from '@mizan/domain/planner/special-requests';
import type { LanguageModelProvider } from '../src/providers/language-model/language-model-provider';
import { ProviderError } from '../src/providers/provider-error';
import { OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { OpenAiFake } from './fakes/openai-fake';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const FORM = {
  destination: 'marrakech',
  duration: 3,
  travelers: 'couple',
  startDate: '2026-12-04',
  interests: ['culture', 'food'],
  budget: 2,
  transport: ['walking', 'taxi'],
  diet: ['none'],
  specialRequests: 'rooftop',
  language: 'fr',
} as const;

/** A model whose answer is made from the embedded plan (the planner is deterministic: the same form, the same plan). */
function modelOf(embedded: ItineraryResponse, answer: (embedded: ItineraryResponse) => unknown) {
  const calls: string[] = [];
  const model: LanguageModelProvider = {
    name: 'fake-model',
    async completeJson(request) {
      calls.push(request.user);
      return answer(embedded);
    },
  };
  return { model, calls };
}

const asModelPlan = (plan: ItineraryResponse): ModelPlan => ({
  days: plan.days.map((day) => ({
    title: `Model day ${day.day}`,
    theme: 'Model theme',
    stops: day.locations.map((l) => ({ placeId: l.placeId ?? '', time: l.time })),
    dailyTips: ['A model tip'],
  })),
  tips: ['A model general tip'],
});

describe.each(testDatabases)('POST /api/generate-itinerary (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function embeddedPlan(): Promise<ItineraryResponse> {
    const plain = await buildTestApp(database);
    try {
      const visitor = await newVisitor(plain.app);
      return (await postAs(plain.app, visitor, '/api/generate-itinerary', FORM)).json();
    } finally {
      await plain.close();
    }
  }

  it('plans with the catalog alone when no model is configured: real places of the city, in the form language', async () => {
    t = await buildTestApp(database);
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/generate-itinerary', FORM);
    expect(response.statusCode).toBe(200);
    const plan: ItineraryResponse = response.json();
    expect(plan.metadata).toMatchObject({ source: 'embedded' });
    expect(plan.metadata.fallbackReason).toBeUndefined();
    expect(plan.days.map((d) => d.date)).toEqual(['2026-12-04', '2026-12-05', '2026-12-06']);
    const ids = new Set(CATALOG_BY_CITY.marrakech.map((p) => p.id));
    for (const day of plan.days) {
      expect(day.locations.length).toBeGreaterThanOrEqual(4);
      for (const location of day.locations) expect(ids.has(location.placeId ?? '')).toBe(true);
    }
    const place = CATALOG_BY_CITY.marrakech.find((p) => p.id === plan.days[0]!.locations[0]!.placeId)!;
    expect(plan.days[0]!.locations[0]!.description).toBe(place.description.fr);
  });

  it('links a Wikipedia place to its article in the plan’s language through Wikidata Hub, English plans straight to English', async () => {
    t = await buildTestApp(database);
    const visitor = await newVisitor(t.app);
    const linksOf = async (language: string) => {
      const response = await postAs(t.app, visitor, '/api/generate-itinerary', { ...FORM, language });
      expect(response.statusCode).toBe(200);
      const plan: ItineraryResponse = response.json();
      return new Map(plan.days.flatMap((d) => d.locations.map((l) => [l.placeId, l.link] as const)));
    };
    const fr = await linksOf('fr');
    const en = await linksOf('en');
    const article = /^https:\/\/en\.wikipedia\.org\/wiki\/(.+)$/;
    const articles = [...en].filter(([id, link]) => link !== undefined && fr.has(id) && article.test(link));
    expect(articles.length).toBeGreaterThan(0);
    for (const [id, link] of articles)
      expect(fr.get(id), id).toBe(`https://hub.toolforge.org/enwiki:${article.exec(link!)![1]}?lang=fr`);
    const officialSites = [...fr].filter(([, link]) => link !== undefined && !link.includes('toolforge'));
    expect(officialSites.length).toBeGreaterThan(0);
    for (const [id, link] of officialSites) expect(link, id).toBe(en.get(id));
  });

  it.each([
    [{ destination: 'paris' }, 'destination'],
    [{ duration: 11 }, 'duration'],
    [{ duration: 0 }, 'duration'],
    [{ interests: [] }, 'interests'],
    [{ transport: [] }, 'transport'],
    [{ budget: 4 }, 'budget'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ travelers: 'crowd' }, 'travelers'],
    [{ specialRequests: 'x'.repeat(501) }, 'specialRequests'],
    [{ duration: 2.5 }, 'duration'],
    [{ startDate: undefined }, 'startDate'],
    [{ interests: ['skiing'] }, 'interests'],
    [{ transport: ['rocket'] }, 'transport'],
    [{ diet: ['paleo'] }, 'diet'],
    [{ language: 'it' }, 'language'],
  ])('refuses %j with a 400 naming the field', async (change, field) => {
    t = await buildTestApp(database);
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/generate-itinerary', { ...FORM, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(field), code: 'validation_failed' });
  });

  it("uses a model's plan when it holds: its order and prose, the catalog's facts", async () => {
    const embedded = await embeddedPlan();
    const fake = modelOf(embedded, asModelPlan);
    t = await buildTestApp(database, { providers: { languageModel: fake.model } });
    const visitor = await newVisitor(t.app);
    const plan: ItineraryResponse = (await postAs(t.app, visitor, '/api/generate-itinerary', FORM)).json();
    expect(plan.metadata).toMatchObject({ source: 'model' });
    expect(plan.days[0]).toMatchObject({
      title: 'Model day 1',
      theme: 'Model theme',
      dailyTips: ['A model tip'],
    });
    expect(plan.days.map((d) => d.locations)).toEqual(embedded.days.map((d) => d.locations));
    expect(plan.practicalInfo.tips).toContain('A model general tip');
    // The model saw only fitting places of the city, with their hours for the trip's dates.
    const sent = JSON.parse(fake.calls[0]!) as {
      places: { id: string; hours: Record<string, string[]>; servesMeals: boolean }[];
    };
    expect(sent.places.every((p) => p.id.startsWith('marrakech:'))).toBe(true);
    // A café for a drink or a sweet is offered as a pause, not for lunch.
    const servesMeals = new Map(sent.places.map((p) => [p.id, p.servesMeals]));
    expect(servesMeals.get('marrakech:cafe-de-france')).toBe(false);
    expect(servesMeals.get('marrakech:jemaa-el-fna-food-stalls')).toBe(true);
    expect(Object.keys(sent.places[0]!.hours)).toEqual(['2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('plans a trip starting today from the time in Morocco, and refuses a model plan of hours already past', async () => {
    // 14:00 UTC on 2026-12-04 is 15:00 in Marrakech.
    const now = () => new Date('2026-12-04T14:00:00Z');
    const ahead = await embeddedPlan();
    const fake = modelOf(ahead, asModelPlan);
    t = await buildTestApp(database, { now, providers: { languageModel: fake.model } });
    const visitor = await newVisitor(t.app);
    const plan: ItineraryResponse = (await postAs(t.app, visitor, '/api/generate-itinerary', FORM)).json();
    expect(plan.metadata).toMatchObject({
      source: 'embedded',
      fallbackReason: expect.stringMatching(
        /^model planned day 1 at 09:\d\d-\d\d:\d\d, already past in Morocco$/,
      ),
    });
    expect(plan.days[0]!.locations.length).toBeGreaterThan(0);
    for (const location of plan.days[0]!.locations) expect(location.time >= '15:30').toBe(true);
  });

  const broken: [string, (plan: ItineraryResponse) => unknown, RegExp][] = [
    [
      'an unknown place',
      (plan) => ({
        ...asModelPlan(plan),
        days: asModelPlan(plan).days.map((d, i) =>
          i === 0
            ? {
                ...d,
                stops: [{ placeId: 'marrakech:eiffel-tower', time: '09:00-10:00' }, ...d.stops.slice(1)],
              }
            : d,
        ),
      }),
      /unknown place/,
    ],
    [
      'a place of another city',
      (plan) => ({
        ...asModelPlan(plan),
        days: asModelPlan(plan).days.map((d, i) =>
          i === 0
            ? {
                ...d,
                stops: [{ placeId: CATALOG_BY_CITY.fes[0]!.id, time: '09:00-10:00' }, ...d.stops.slice(1)],
              }
            : d,
        ),
      }),
      /unknown place/,
    ],
    [
      'a place twice',
      (plan) => ({
        ...asModelPlan(plan),
        days: asModelPlan(plan).days.map((d, i) =>
          i === 1 ? { ...d, stops: [asModelPlan(plan).days[0]!.stops[0]!, ...d.stops.slice(1)] } : d,
        ),
      }),
      /twice|opening hours|overlap/,
    ],
    [
      'a visit at 3 in the morning',
      (plan) => ({
        ...asModelPlan(plan),
        days: asModelPlan(plan).days.map((d, i) =>
          i === 0 ? { ...d, stops: [{ ...d.stops[0]!, time: '03:00-04:00' }, ...d.stops.slice(1)] } : d,
        ),
      }),
      /opening hours|overlap/,
    ],
    [
      'too few days',
      (plan) => ({ ...asModelPlan(plan), days: asModelPlan(plan).days.slice(1) }),
      /planned 2 days/,
    ],
    ['a malformed answer', () => ({ days: 'tomorrow' }), /malformed/],
  ];
  it.each(broken)('falls back to the embedded plan on %s, and says why', async (_label, answer, reason) => {
    const embedded = await embeddedPlan();
    const fake = modelOf(embedded, answer);
    t = await buildTestApp(database, { providers: { languageModel: fake.model } });
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/generate-itinerary', FORM);
    expect(response.statusCode).toBe(200);
    const plan: ItineraryResponse = response.json();
    expect(plan.metadata.source).toBe('embedded');
    expect(plan.metadata.fallbackReason).toMatch(reason);
    expect(plan.days).toEqual(embedded.days);
  });

  it.each([
    [
      'refuses (401)',
      () => Promise.reject(new ProviderError('fake-model', 'failed', 'refused')),
      /model failed/,
    ],
    [
      'is unavailable (5xx)',
      () => Promise.reject(new ProviderError('fake-model', 'unavailable', 'down')),
      /model unavailable/,
    ],
    ['hangs past the budget', () => new Promise<never>(() => {}), /time budget/],
  ])('falls back when the model %s', async (_label, completeJson, reason) => {
    t = await buildTestApp(database, {
      env: { ITINERARY_MODEL_BUDGET_MS: '300' },
      providers: { languageModel: { name: 'fake-model', completeJson } },
    });
    const visitor = await newVisitor(t.app);
    const response = await postAs(t.app, visitor, '/api/generate-itinerary', FORM);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      metadata: { source: 'embedded', fallbackReason: expect.stringMatching(reason) },
    });
  });
  describe('through the OpenAI adapter, against the local fake of its API', () => {
    let openai: OpenAiFake;
    beforeAll(async () => {
      openai = await startOpenAiFake();
    });
    afterAll(() => openai.close());
    beforeEach(() => openai.reset());

    async function askWith(answer: (embedded: ItineraryResponse) => unknown) {
      const embedded = await embeddedPlan();
      openai.setChatMessage({ content: JSON.stringify(answer(embedded)) });
      t = await buildTestApp(database, {
        env: { OPENAI_API_KEY: OPENAI_FAKE_KEY, OPENAI_BASE_URL: openai.url },
      });
      const visitor = await newVisitor(t.app);
      const response = await postAs(t.app, visitor, '/api/generate-itinerary', FORM);
      expect(response.statusCode).toBe(200);
      return { embedded, plan: response.json() as ItineraryResponse };
    }

    it('sends a strict JSON schema the API takes, its place ids an enum of the candidates, and uses the plan', async () => {
      const { embedded, plan } = await askWith(asModelPlan);
      expect(plan.metadata).toMatchObject({ source: 'model' });
      expect(plan.days.map((d) => d.locations)).toEqual(embedded.days.map((d) => d.locations));
      const sent = openai.requests.find((r) => r.path === '/v1/chat/completions')!.json as {
        response_format: { type: string; json_schema: { strict: boolean; schema: unknown } };
      };
      expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
      const ids =
        JSON.stringify(sent.response_format.json_schema.schema).match(/marrakech:[a-z0-9-]+/g) ?? [];
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => CATALOG_BY_CITY.marrakech.some((p) => p.id === id))).toBe(true);
    });

    it('falls back to the embedded plan when the model answers a place it was not given', async () => {
      const { embedded, plan } = await askWith(broken[0]![1]);
      expect(plan.metadata).toMatchObject({
        source: 'embedded',
        fallbackReason: expect.stringMatching(/unknown place/),
      });
      expect(plan.days).toEqual(embedded.days);
    });
  });
});

describe('special requests in the visitor’s language, against the real catalog', () => {
  it('translates only into words the catalog has (a tag, a part of one, a kind or a name word)', () => {
    const words = new Set(CATALOG.flatMap(placeWords));
    expect(TRANSLATED_TAGS.filter((tag) => !words.has(tag))).toEqual([]);
  });

  it.each([
    ['en', 'a rooftop for the sunset, quiet, near the sea', ['rooftop', 'sunset', 'quiet', 'sea']],
    [
      'fr',
      'une terrasse au coucher du soleil, calme, vue sur la mer',
      ['terrasse', 'coucher', 'calme', 'vue', 'mer'],
    ],
    [
      'es',
      'una azotea al atardecer, tranquila, con vistas al mar',
      ['azotea', 'atardecer', 'tranquila', 'vistas', 'mar'],
    ],
    [
      'de',
      'eine Dachterrasse zum Sonnenuntergang, ruhig, mit Blick aufs Meer',
      ['dachterrasse', 'sonnenuntergang', 'ruhig', 'blick', 'meer'],
    ],
  ] as const)('echoes what a plan in %s found for its words', (language, specialRequests, terms) => {
    const plan = planItinerary(
      {
        ...FORM,
        destination: 'essaouira',
        interests: ['culture', 'food', 'nightlife'],
        language,
        specialRequests,
      },
      CATALOG_BY_CITY.essaouira,
    );
    expect(plan.metadata.specialRequest?.matchedTerms).toEqual(terms);
  });
});
