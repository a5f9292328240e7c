import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { MAX_TYPED_TEXT_CHARS, modelTextResponse } from '@mizan/contracts/translate';
import { createOpenAiLanguageModel } from '../src/providers/language-model/openai-language-model';
import { OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { FakeTranslation, OpenAiFailure, OpenAiFake } from './fakes/openai-fake';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, TestAppOptions, Visitor } from './helpers/test-app';

const URL_PATH = '/api/translate-text-model';
const NOW = new Date('2026-11-24T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** Short for a quick test, long enough for a first chat call on a loaded machine. */
const BUDGET_MS = 1500;

const TO_DARIJA: FakeTranslation = {
  transcript: 'Pouvez-vous attendre cinq minutes devant la pharmacie ?',
  translation: 'واش ممكن تسنا خمس دقايق قدام الفارماسيان؟',
  darija: {
    ar: 'واش ممكن تسنا خمس دقايق قدام الفارماسيان؟',
    latin: 'wach mumkin tsna khms d9ay9 9dam l-pharmacien?',
  },
};
const FROM_DARIJA: FakeTranslation = {
  transcript: 'الطريق مسدودة، غادي ندور من الجهة لخرى',
  translation: 'Die Straße ist gesperrt, ich fahre von der anderen Seite.',
  darija: { ar: 'الطريق مسدودة، غادي ندور من الجهة لخرى', latin: 'tri9 msdouda, ghadi ndour mn jiha lkhra' },
};
const body = {
  text: 'Pouvez-vous attendre cinq minutes devant la pharmacie ?',
  direction: 'to_darija',
  targetLang: 'fr',
};

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The real adapter pointed at the fake, without retries so failure cases stay quick. */
const languageModel = () =>
  createOpenAiLanguageModel({
    apiKey: OPENAI_FAKE_KEY,
    baseUrl: fake.url,
    timeoutMs: 5000,
    maxRetries: 0,
    model: 'test-chat',
  });

const used = (t: TestApp, visitor: Visitor) =>
  t.app.repos.usageCounters.used(visitor.identityId, 'translate');

async function givePass(t: TestApp, ownerId: string) {
  await t.app.repos.passes.insertOnce({
    id: `p-${ownerId}`,
    ownerId,
    plan: '4day',
    days: 3,
    provider: 'demo',
    providerSessionId: `s-${ownerId}`,
    paidAt: NOW.getTime() - DAY,
    expiresAt: NOW.getTime() + DAY,
    deactivatedAt: null,
    createdAt: NOW.getTime() - DAY,
  });
}

describe.each(testDatabases)('POST /api/translate-text-model (%s)', (database) => {
  let shared: TestApp;
  let own: TestApp | null = null;
  let t: TestApp;
  beforeAll(async () => {
    shared = await buildTestApp(database, { now: () => NOW, providers: { languageModel: languageModel() } });
  });
  afterAll(() => shared.close());
  beforeEach(() => {
    t = shared;
  });
  afterEach(async () => {
    await own?.close();
    own = null;
  });
  const ownApp = async (options: TestAppOptions) => {
    own = await buildTestApp(database, { now: () => NOW, ...options });
    t = own;
  };

  it('translates typed French into Darija with the voice translator’s instructions, and spends one use', async () => {
    const ana = await newVisitor(t.app);
    fake.setTranslation(TO_DARIJA);
    const response = await postAs(t.app, ana, URL_PATH, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(modelTextResponse.parse(response.json())).toEqual({
      translation: TO_DARIJA.translation,
      darija: TO_DARIJA.darija,
    });
    expect(await used(t, ana)).toBe(1);

    // One chat completion, strict schema, the Darija rules, the text between the quotes.
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['chat']);
    const chat = fake.requests[0]?.json as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { json_schema: { strict: boolean; name: string } };
    };
    expect(chat.model).toBe('test-chat');
    expect(chat.response_format.json_schema).toMatchObject({ name: 'darija_translation', strict: true });
    const system = chat.messages[0]?.content ?? '';
    expect(system).toMatch(/not Modern Standard Arabic/);
    expect(system).toMatch(/3 for ع, 7 for ح, 9 for ق/);
    expect(system).toMatch(/The tourist writes French/);
    expect(system).toMatch(/typed on a phone/);
    expect(system).not.toMatch(/speech recognition/);
    expect(chat.messages[1]?.content).toBe(`Text (French):\n"""\n${body.text}\n"""`);
  });

  it('translates typed Darija (chat letters) into German', async () => {
    const ana = await newVisitor(t.app);
    fake.setTranslation(FROM_DARIJA);
    const response = await postAs(t.app, ana, URL_PATH, {
      text: 'tri9 msdouda, ghadi ndour mn jiha lkhra',
      direction: 'from_darija',
      targetLang: 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ translation: FROM_DARIJA.translation, darija: FROM_DARIJA.darija });
    const system = (fake.requests[0]?.json as { messages: { content: string }[] }).messages[0]?.content;
    expect(system).toMatch(/The Moroccan writes Darija/);
    expect(system).toMatch(/meaning in German, for the tourist/);
  });

  it('400 for bad input and 403 without CSRF, before any provider call, spending nothing', async () => {
    const ana = await newVisitor(t.app);
    for (const bad of [
      { ...body, text: '' },
      { ...body, text: '   ' },
      { ...body, text: 'a'.repeat(MAX_TYPED_TEXT_CHARS + 1) },
      { ...body, direction: 'sideways' },
      { ...body, targetLang: 'ar' },
      { direction: 'to_darija', targetLang: 'en' },
    ]) {
      const response = await postAs(t.app, ana, URL_PATH, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      payload: body,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
    expect(await used(t, ana)).toBe(0);
  });

  it('gives three translations, then 402 before any provider call; a pass holder is never counted', async () => {
    const ana = await newVisitor(t.app);
    for (let i = 0; i < 3; i += 1) expect((await postAs(t.app, ana, URL_PATH, body)).statusCode).toBe(200);
    fake.reset();
    const fourth = await postAs(t.app, ana, URL_PATH, body);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toEqual({ error: expect.any(String), code: 'payment_required' });
    expect(fake.requests).toHaveLength(0);
    expect(await used(t, ana)).toBe(3);

    const bob = await newVisitor(t.app);
    await givePass(t, bob.identityId);
    for (let i = 0; i < 4; i += 1) expect((await postAs(t.app, bob, URL_PATH, body)).statusCode).toBe(200);
    expect(await used(t, bob)).toBe(0);
  });

  it('shares the three free uses with the voice translator: the fourth of 20 concurrent calls is refused', async () => {
    const ana = await newVisitor(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postAs(t.app, ana, URL_PATH, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(3).fill(200),
      ...Array<number>(17).fill(402),
    ]);
    expect(await used(t, ana)).toBe(3);
  });

  it.each<[OpenAiFailure, number, string]>([
    ['unauthorized', 502, 'provider_failed'],
    ['rate_limited', 503, 'provider_unavailable'],
    ['server_error', 503, 'provider_unavailable'],
    ['malformed', 502, 'provider_failed'],
    ['html', 502, 'provider_failed'],
  ])(
    'answers the model’s %s with %i %s, never a stack, and spends nothing',
    async (failure, status, code) => {
      const ana = await newVisitor(t.app);
      fake.fail(failure, { on: ['chat'] });
      const response = await postAs(t.app, ana, URL_PATH, body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String), code });
      expect(response.body).not.toContain(OPENAI_FAKE_KEY);
      expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
      expect(await used(t, ana)).toBe(0);
    },
  );

  it.each<[string, unknown]>([
    ['Darija "latin" in Arabic script', { ...TO_DARIJA, darija: { ar: 'سلام', latin: 'سلام' } }],
    ['Darija "ar" without Arabic letters', { ...TO_DARIJA, darija: { ar: 'salam', latin: 'salam' } }],
    ['no Darija at all', { transcript: 'x', translation: 'y' }],
  ])('answers 502 when the model sends %s, and spends nothing', async (_label, answer) => {
    const ana = await newVisitor(t.app);
    fake.setTranslation(answer as FakeTranslation);
    const response = await postAs(t.app, ana, URL_PATH, body);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'provider_failed' });
    expect(await used(t, ana)).toBe(0);
  });

  it('answers 400 when the model finds no words, and spends nothing', async () => {
    const ana = await newVisitor(t.app);
    fake.setTranslation({ transcript: '', translation: '', darija: { ar: '', latin: '' } });
    const response = await postAs(t.app, ana, URL_PATH, { ...body, text: '…' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'bad_request',
      error: 'No words could be understood in the text.',
    });
    expect(await used(t, ana)).toBe(0);
  });

  it('answers 504 at the translation budget when the model hangs, closes the call, and spends nothing', async () => {
    await ownApp({
      providers: { languageModel: languageModel() },
      env: { TRANSLATE_BUDGET_MS: String(BUDGET_MS) },
    });
    const ana = await newVisitor(t.app);
    fake.delay(BUDGET_MS * 5, { on: ['chat'] });
    const response = await postAs(t.app, ana, URL_PATH, body);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: 'The translation took too long. Please try a shorter phrase.',
      code: 'provider_timeout',
    });
    await expect.poll(() => fake.aborted.map((r) => r.endpoint)).toEqual(['chat']);
    expect(await used(t, ana)).toBe(0);
  });

  it('answers 503 provider_not_configured without a model, even with no use left (no pay page for nothing)', async () => {
    await ownApp({});
    const ana = await newVisitor(t.app);
    for (let use = 1; use <= 3; use += 1) await t.app.access.consume(ana.identityId, 'translate');
    const response = await postAs(t.app, ana, URL_PATH, body);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'provider_not_configured' });
    expect(await used(t, ana)).toBe(3);
  });

  it('uses the adapter the registry builds from OPENAI_API_KEY and OPENAI_BASE_URL', async () => {
    await ownApp({
      env: { OPENAI_API_KEY: OPENAI_FAKE_KEY, OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'env-chat' },
    });
    const response = await postAs(t.app, await newVisitor(t.app), URL_PATH, body);
    expect(response.statusCode).toBe(200);
    expect(fake.requests[0]?.json).toMatchObject({ model: 'env-chat' });
  });

  it('never logs the key or the texts, even when the provider echoes the key', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    await ownApp({ providers: { languageModel: languageModel() }, logger: { level: 'trace', stream } });
    const ana = await newVisitor(t.app);
    fake.setTranslation(TO_DARIJA);
    expect((await postAs(t.app, ana, URL_PATH, body)).statusCode).toBe(200);
    fake.fail('unauthorized');
    expect((await postAs(t.app, ana, URL_PATH, body)).statusCode).toBe(502);
    const log = lines.join('');
    expect(log).toContain('provider failed');
    expect(log).not.toContain(OPENAI_FAKE_KEY);
    expect(log).not.toContain(OPENAI_FAKE_KEY.slice(-16));
    expect(log).not.toContain(body.text);
    expect(log).not.toContain(TO_DARIJA.darija.latin);
    expect(log).not.toContain(TO_DARIJA.translation);
  });
});
