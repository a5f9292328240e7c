import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translatorStatusResponse } from '@mizan/contracts/translate';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { createOpenAiLanguageModel } from '../src/providers/language-model/openai-language-model';
import { createOpenAiSpeech } from '../src/providers/speech/openai-speech';
import { OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { OpenAiFake } from './fakes/openai-fake';
import { buildTestApp, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());

const speech = () =>
  createOpenAiSpeech({
    apiKey: OPENAI_FAKE_KEY,
    baseUrl: fake.url,
    timeoutMs: 5000,
    maxRetries: 0,
    models: { transcribe: 'test-transcribe', speech: 'test-tts', realtime: 'test-realtime' },
    voice: 'marin',
  });

/** The model the registry gives with the same key. */
const languageModel = () =>
  createOpenAiLanguageModel({
    apiKey: OPENAI_FAKE_KEY,
    baseUrl: fake.url,
    timeoutMs: 5000,
    maxRetries: 0,
    model: 'test-chat',
  });
const withKey = () => ({ speech: speech(), languageModel: languageModel() });
/** What a server with a key says besides `allowed`; DODa makes the server's memory richer in English only. */
const KEYED = { voice: true, model: true, memoryLanguages: ['en'] };

async function status(t: TestApp, visitor: Visitor) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/translator-status',
    cookies: { [IDENTITY_COOKIE]: visitor.cookie },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return translatorStatusResponse.parse(response.json());
}

describe.each(testDatabases)('GET /api/translator-status (%s)', (database) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('with no key: no voice service, no model, and the free uses are there', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    expect(await status(t, ana)).toEqual({
      voice: false,
      model: false,
      memoryLanguages: ['en'],
      allowed: true,
      pass: false,
    });
  });

  it('with a key (voice and model): allowed while free uses are left, refused after the third, and counts nothing', async () => {
    t = await buildTestApp(database, { providers: withKey() });
    const ana = await newVisitor(t.app);
    for (let use = 1; use <= 3; use += 1) {
      expect(await status(t, ana)).toEqual({ ...KEYED, allowed: true, pass: false });
      await t.app.access.consume(ana.identityId, 'translate');
    }
    expect(await status(t, ana)).toEqual({ ...KEYED, allowed: false, pass: false });
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(3);
    // Another visitor has their own uses.
    expect(await status(t, await newVisitor(t.app))).toEqual({ ...KEYED, allowed: true, pass: false });
    expect(fake.requests).toEqual([]);
  });

  it('a pass holder is allowed with every free use spent, and told a translation spends nothing', async () => {
    t = await buildTestApp(database, { now: () => NOW, providers: withKey() });
    const ana = await newVisitor(t.app);
    for (let use = 1; use <= 3; use += 1) await t.app.access.consume(ana.identityId, 'translate');
    await t.app.repos.passes.insertOnce({
      id: 'p1',
      ownerId: ana.identityId,
      plan: '4day',
      days: 3,
      provider: 'demo',
      providerSessionId: 's1',
      paidAt: NOW.getTime() - DAY,
      expiresAt: NOW.getTime() + DAY,
      deactivatedAt: null,
      createdAt: NOW.getTime() - DAY,
    });
    expect(await status(t, ana)).toEqual({ ...KEYED, allowed: true, pass: true });
  });
});
