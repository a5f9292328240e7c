import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { realtimeSessionResponse } from '@mizan/contracts/translate';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { createOpenAiSpeech } from '../src/providers/speech/openai-speech';
import { OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { OpenAiFailure, OpenAiFake } from './fakes/openai-fake';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp, TestAppOptions, Visitor } from './helpers/test-app';

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const speech = () =>
  createOpenAiSpeech({
    apiKey: OPENAI_FAKE_KEY,
    baseUrl: fake.url,
    timeoutMs: 5000,
    maxRetries: 0,
    models: { transcribe: 'test-transcribe', speech: 'test-tts', realtime: 'test-realtime' },
    voice: 'marin',
  });

const startSession = (t: TestApp, visitor: Visitor, body: Record<string, unknown>) =>
  postAs(t.app, visitor, '/api/realtime-session-beta', body);

const used = (t: TestApp, visitor: Visitor) =>
  t.app.repos.usageCounters.used(visitor.identityId, 'translate');

interface ClientSecretsBody {
  expires_after: { seconds: number };
  session: { type: string; model: string; instructions: string };
}

describe.each(testDatabases)('POST /api/realtime-session-beta (%s)', (database) => {
  let shared: TestApp;
  let own: TestApp | null = null;
  let t: TestApp;
  beforeAll(async () => {
    shared = await buildTestApp(database, { providers: { speech: speech() } });
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
    own = await buildTestApp(database, options);
    t = own;
  };

  it('mints an ephemeral key for a Darija session, says where to post the SDP offer, and counts one use', async () => {
    const ana = await newVisitor(t.app);
    const response = await startSession(t, ana, { direction: 'to_darija', targetLang: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = realtimeSessionResponse.parse(response.json());
    expect(body.client_secret).toMatch(/^ek_/);
    expect(fake.issuedSecrets).toEqual([body.client_secret]);
    expect(body.calls_url).toBe(`${fake.url}/realtime/calls`);
    expect(body.expires_at).toBeGreaterThan(Date.now());
    expect(await used(t, ana)).toBe(1);

    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/realtime/client_secrets']);
    const sent = fake.requests[0]?.json as ClientSecretsBody;
    expect(sent.session).toMatchObject({ type: 'realtime', model: 'test-realtime' });
    expect(sent.session.instructions).toMatch(/tourist speaking French/);
    expect(sent.session.instructions).toMatch(/Moroccan Arabic \(Darija\)/);
    expect(sent.session.instructions).toMatch(/not Modern Standard Arabic/);
    expect(sent.expires_after.seconds).toBeLessThanOrEqual(600);
  });

  it('asks for the other way round from_darija, and for English when no language is given', async () => {
    const response = await startSession(t, await newVisitor(t.app), { direction: 'from_darija' });
    expect(response.statusCode).toBe(200);
    const sent = fake.requests[0]?.json as ClientSecretsBody;
    expect(sent.session.instructions).toMatch(/a Moroccan speaking Darija/);
    expect(sent.session.instructions).toMatch(/its meaning in English/);
  });

  it.each([
    ['no direction', {}],
    ['an unknown direction', { direction: 'sideways' }],
    ['the stored direction names', { direction: 'darija-to-target' }],
    ['an unknown language', { direction: 'to_darija', targetLang: 'ar' }],
  ])('refuses %s with 400 validation_failed', async (_label, body) => {
    const response = await startSession(t, await newVisitor(t.app), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a call without the CSRF token, and multipart', async () => {
    const ana = await newVisitor(t.app);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/realtime-session-beta',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json' },
      payload: { direction: 'to_darija' },
    });
    expect(noToken.statusCode).toBe(403);
    const form = new FormData();
    form.append(CSRF_FIELD, ana.csrf);
    form.append('direction', 'to_darija');
    const encoded = new Request('http://localhost', { method: 'POST', body: form });
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/realtime-session-beta',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', [CSRF_HEADER]: ana.csrf },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(415);
    expect(fake.requests).toHaveLength(0);
  });

  it('shares the three free translations, then answers 402 without minting a key', async () => {
    const ana = await newVisitor(t.app);
    for (let i = 0; i < 3; i += 1)
      expect((await startSession(t, ana, { direction: 'to_darija' })).statusCode).toBe(200);
    fake.reset();
    const fourth = await startSession(t, ana, { direction: 'to_darija' });
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toMatchObject({ code: 'payment_required' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each<[OpenAiFailure, number, string]>([
    ['unauthorized', 502, 'provider_failed'],
    ['rate_limited', 503, 'provider_unavailable'],
    ['server_error', 503, 'provider_unavailable'],
    ['malformed', 502, 'provider_failed'],
    ['html', 502, 'provider_failed'],
  ])('answers %s with %i %s, and spends nothing', async (failure, status, code) => {
    const ana = await newVisitor(t.app);
    fake.fail(failure);
    const response = await startSession(t, ana, { direction: 'to_darija' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), code });
    expect(await used(t, ana)).toBe(0);
  });

  it('answers 504 when minting hangs past the budget', async () => {
    // Long enough for the request to reach the fake on a loaded machine before the budget cuts it.
    await ownApp({ providers: { speech: speech() }, env: { TRANSLATE_BUDGET_MS: '1500' } });
    fake.delay(10_000);
    const response = await startSession(t, await newVisitor(t.app), { direction: 'to_darija' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: 'The voice service did not answer in time. Please try again.',
      code: 'provider_timeout',
    });
    await expect.poll(() => fake.aborted.length).toBe(1);
  });

  it('answers 503 provider_not_configured with no key', async () => {
    await ownApp({});
    const ana = await newVisitor(t.app);
    const response = await startSession(t, ana, { direction: 'to_darija' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'provider_not_configured' });
    expect(await used(t, ana)).toBe(0);
  });

  it('never logs the ephemeral key nor the API key', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    await ownApp({
      env: { OPENAI_API_KEY: OPENAI_FAKE_KEY, OPENAI_BASE_URL: fake.url },
      logger: { level: 'trace', stream },
    });
    const response = await startSession(t, await newVisitor(t.app), { direction: 'to_darija' });
    expect(response.statusCode).toBe(200);
    fake.fail('unauthorized');
    expect((await startSession(t, await newVisitor(t.app), { direction: 'to_darija' })).statusCode).toBe(502);
    const log = lines.join('');
    expect(log).toContain('/api/realtime-session-beta');
    expect(fake.issuedSecrets).toHaveLength(1);
    expect(log).not.toContain(fake.issuedSecrets[0]!);
    expect(log).not.toContain(OPENAI_FAKE_KEY);
  });
});
