import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { MAX_CLIP_BYTES, TRANSLATE_AUDIO_FIELD, TRANSLATE_HEADERS } from '@mizan/contracts/translate';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { createOpenAiLanguageModel } from '../src/providers/language-model/openai-language-model';
import { createOpenAiSpeech } from '../src/providers/speech/openai-speech';
import { FAKE_MP3, OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { FakeTranslation, OpenAiEndpoint, OpenAiFailure, OpenAiFake } from './fakes/openai-fake';
import { buildTestApp, givePass, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp, TestAppOptions, Visitor } from './helpers/test-app';
import { clipFixture, wavClip } from './translate-clips';
import type { ClipFixture } from './translate-clips';

const NOW = new Date('2026-11-24T10:00:00.000Z');
/** Short for a quick test, long enough that the calls before the hung one finish on a loaded machine. */
const BUDGET_MS = 1500;

interface Clip {
  data: Buffer;
  type: string;
  filename: string;
}
const webm: Clip = {
  data: clipFixture('recorder-2s.webm'),
  type: 'audio/webm;codecs=opus',
  filename: 'blob',
};
const fixture = (name: ClipFixture, type: string, filename: string = name): Clip => ({
  data: clipFixture(name),
  type,
  filename,
});

const TO_DARIJA: FakeTranslation = {
  transcript: 'Combien pour aller à la gare ?',
  translation: 'بشحال حتى للاگار؟',
  darija: { ar: 'بشحال حتى للاگار؟', latin: 'bchhal 7tta l-lagar?' },
};
const FROM_DARIJA: FakeTranslation = {
  transcript: 'شعل الكونطور، عافاك',
  translation: 'Schalten Sie bitte den Taxameter ein.',
  darija: { ar: 'شعل الكونطور، عافاك', latin: 'ch3el l-compteur, 3afak' },
};

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The real adapters pointed at the fake, without retries so failure cases stay quick. */
function openAiProviders() {
  const connection = { apiKey: OPENAI_FAKE_KEY, baseUrl: fake.url, timeoutMs: 5000, maxRetries: 0 };
  return {
    speech: createOpenAiSpeech({
      ...connection,
      models: { transcribe: 'test-transcribe', speech: 'test-tts', realtime: 'test-realtime' },
      voice: 'marin',
    }),
    languageModel: createOpenAiLanguageModel({ ...connection, model: 'test-chat' }),
  };
}

const withOpenAi = (database: (typeof testDatabases)[number]) =>
  buildTestApp(database, { now: () => NOW, providers: openAiProviders() });

/** A multipart upload as the screen sends it: the clip part, the csrf field and header. */
async function translate(
  t: TestApp,
  visitor: Visitor,
  clip: Clip | null,
  query = 'targetLang=fr&direction=to_darija',
  options: { csrf?: boolean } = {},
) {
  const form = new FormData();
  if (options.csrf !== false) form.append(CSRF_FIELD, visitor.csrf);
  if (clip) form.append(TRANSLATE_AUDIO_FIELD, new Blob([clip.data], { type: clip.type }), clip.filename);
  const encoded = new Request('http://localhost', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/translate-tts?${query}`,
    cookies: { [IDENTITY_COOKIE]: visitor.cookie },
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      accept: 'audio/mpeg',
      ...(options.csrf === false ? {} : { [CSRF_HEADER]: visitor.csrf }),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const decoded = (headers: Record<string, unknown>, name: string) => decodeURIComponent(String(headers[name]));

const used = (t: TestApp, visitor: Visitor) =>
  t.app.repos.usageCounters.used(visitor.identityId, 'translate');

describe.each(testDatabases)('POST /api/translate-tts (%s)', (database) => {
  // One app for the cases that need nothing of their own (each takes a fresh visitor); the others build theirs.
  let shared: TestApp;
  let own: TestApp | null = null;
  let t: TestApp;
  beforeAll(async () => {
    shared = await withOpenAi(database);
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

  it('translates French speech into Darija: mp3 back, texts in percent-encoded headers, one use spent', async () => {
    const ana = await newVisitor(t.app);
    fake.setTranscript('Combien pour aller à la gare ?');
    fake.setTranslation(TO_DARIJA);
    const response = await translate(t, ana, webm);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload).toEqual(FAKE_MP3);
    expect(decoded(response.headers, TRANSLATE_HEADERS.transcript)).toBe(TO_DARIJA.transcript);
    expect(decoded(response.headers, TRANSLATE_HEADERS.translation)).toBe(TO_DARIJA.translation);
    expect(decoded(response.headers, TRANSLATE_HEADERS.darijaArabic)).toBe(TO_DARIJA.darija.ar);
    expect(decoded(response.headers, TRANSLATE_HEADERS.darijaLatin)).toBe(TO_DARIJA.darija.latin);
    expect(response.headers[TRANSLATE_HEADERS.direction]).toBe('to_darija');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['server-timing']).toMatch(
      /^transcribe;dur=\d+, translate;dur=\d+, speak;dur=\d+$/,
    );
    expect(await used(t, ana)).toBe(1);

    // What went to the provider, in order: the clip (named after its container), the text, the Darija to speak.
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['transcriptions', 'chat', 'speech']);
    const [heard, asked, spoken] = fake.requests;
    expect(heard?.fields).toMatchObject({ model: 'test-transcribe', language: 'fr' });
    expect(heard?.files.file).toMatchObject({ filename: 'clip.webm', type: 'audio/webm' });
    expect(heard?.files.file?.data).toEqual(webm.data);
    const chat = asked?.json as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { json_schema: { strict: boolean; name: string } };
    };
    expect(chat.model).toBe('test-chat');
    expect(chat.response_format.json_schema).toMatchObject({ name: 'darija_translation', strict: true });
    const system = chat.messages[0]?.content ?? '';
    expect(system).toMatch(/not Modern Standard Arabic/);
    expect(system).toMatch(/Arabic script/);
    expect(system).toMatch(/3 for ع, 7 for ح, 9 for ق/);
    expect(system).toMatch(/The tourist speaks French/);
    expect(chat.messages[1]?.content).toContain('Combien pour aller à la gare ?');
    expect(spoken?.json).toMatchObject({
      model: 'test-tts',
      input: TO_DARIJA.darija.ar,
      response_format: 'mp3',
    });
    expect((spoken?.json as { instructions: string }).instructions).toMatch(/Moroccan Arabic \(Darija\)/);
  });

  it('translates Darija into German: transcribed as Arabic, the German translation spoken', async () => {
    const ana = await newVisitor(t.app);
    fake.setTranslation(FROM_DARIJA);
    const response = await translate(t, ana, webm, 'targetLang=de&direction=from_darija');
    expect(response.statusCode).toBe(200);
    expect(decoded(response.headers, TRANSLATE_HEADERS.transcript)).toBe(FROM_DARIJA.transcript);
    expect(decoded(response.headers, TRANSLATE_HEADERS.translation)).toBe(FROM_DARIJA.translation);
    expect(decoded(response.headers, TRANSLATE_HEADERS.darijaLatin)).toBe(FROM_DARIJA.darija.latin);
    const [heard, asked, spoken] = fake.requests;
    expect(heard?.fields.language).toBe('ar');
    expect((asked?.json as { messages: { content: string }[] }).messages[0]?.content).toMatch(
      /meaning in German, for the tourist/,
    );
    expect(spoken?.json).toMatchObject({ input: FROM_DARIJA.translation });
  });

  it.each<[string, Clip, string]>([
    ['WebM from the recorder', webm, 'clip.webm'],
    ['Ogg Opus', fixture('clip-2s.ogg', 'audio/ogg'), 'clip.ogg'],
    ['MP4 (Safari)', fixture('clip-2s.m4a', 'audio/mp4'), 'clip.m4a'],
    ['fragmented MP4 (length unknown)', fixture('fragmented-2s.mp4', 'audio/mp4'), 'clip.m4a'],
    ['MP3', fixture('clip-2s.mp3', 'audio/mpeg'), 'clip.mp3'],
    ['WAV', { data: wavClip(2), type: 'audio/wav', filename: 'x.wav' }, 'clip.wav'],
    ['M4A by extension', fixture('clip-2s.m4a', 'application/octet-stream', 'Memo.m4a'), 'clip.m4a'],
    ['WebM with no type', { ...webm, type: '', filename: 'clip.webm' }, 'clip.webm'],
  ])('accepts %s', async (_label, clip, sentAs) => {
    const response = await translate(t, await newVisitor(t.app), clip);
    expect(response.statusCode).toBe(200);
    expect(fake.requests[0]?.files.file?.filename).toBe(sentAs);
  });

  it.each<[string, Clip | null, number, string]>([
    [
      'a text file',
      { data: Buffer.from('hello'), type: 'text/plain', filename: 'a.txt' },
      415,
      'unsupported_media_type',
    ],
    [
      'an image',
      { data: Buffer.from('89504e47', 'hex'), type: 'image/png', filename: 'a.png' },
      415,
      'unsupported_media_type',
    ],
    [
      'an unknown extension',
      { data: Buffer.from('x'), type: 'application/octet-stream', filename: 'a.bin' },
      415,
      'unsupported_media_type',
    ],
    ['an empty clip', { data: Buffer.alloc(0), type: 'audio/webm', filename: 'blob' }, 400, 'bad_request'],
    [
      'junk labelled as WebM',
      { data: Buffer.from('not audio at all'), type: 'audio/webm', filename: 'blob' },
      400,
      'bad_request',
    ],
    [
      'a WAV with no sound in it',
      { data: wavClip(0), type: 'audio/wav', filename: 'a.wav' },
      400,
      'bad_request',
    ],
    ['a WAV over 45 s', { data: wavClip(46), type: 'audio/wav', filename: 'a.wav' }, 400, 'bad_request'],
    ['a recorder WebM over 45 s', fixture('recorder-50s.webm', 'audio/webm'), 400, 'bad_request'],
    ['an Ogg over 45 s', fixture('clip-50s.ogg', 'audio/ogg'), 400, 'bad_request'],
    [
      'a clip over 1 MiB',
      {
        data: Buffer.concat([webm.data, Buffer.alloc(MAX_CLIP_BYTES)]),
        type: 'audio/webm',
        filename: 'blob',
      },
      413,
      'payload_too_large',
    ],
    ['no audio part', null, 400, 'validation_failed'],
  ])(
    'refuses %s (%i %s) before any provider call, and spends nothing',
    async (_label, clip, status, code) => {
      const ana = await newVisitor(t.app);
      const response = await translate(t, ana, clip);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.any(String), code });
      expect(fake.requests).toHaveLength(0);
      expect(await used(t, ana)).toBe(0);
    },
  );

  it('says how long a clip over 45 s is', async () => {
    const response = await translate(t, await newVisitor(t.app), fixture('recorder-50s.webm', 'audio/webm'));
    expect(response.json()).toMatchObject({ error: 'The recording lasts 50 s; keep it under 45 s.' });
  });

  it.each([
    ['an unknown target language', 'targetLang=it&direction=to_darija'],
    ['an unknown direction', 'targetLang=fr&direction=darija-to-target'],
    ['no direction', 'targetLang=fr'],
    ['no query', ''],
  ])('refuses %s with 400 validation_failed', async (_label, query) => {
    const response = await translate(t, await newVisitor(t.app), webm, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an upload without its CSRF token', async () => {
    const response = await translate(t, await newVisitor(t.app), webm, undefined, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_invalid' });
  });

  it('gives three free translations, then 402 before any provider call; a pass holder is never counted', async () => {
    const ana = await newVisitor(t.app);
    for (let i = 0; i < 3; i += 1) expect((await translate(t, ana, webm)).statusCode).toBe(200);
    fake.reset();
    const fourth = await translate(t, ana, webm);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toEqual({ error: expect.any(String), code: 'payment_required' });
    expect(fake.requests).toHaveLength(0);

    const bob = await newVisitor(t.app);
    await givePass(t.app, bob.identityId, NOW);
    for (let i = 0; i < 4; i += 1) expect((await translate(t, bob, webm)).statusCode).toBe(200);
    expect(await used(t, bob)).toBe(0);
  });

  it('lets exactly 3 of 20 concurrent translations of a fresh visitor through', async () => {
    const ana = await newVisitor(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => translate(t, ana, webm)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(200), ...Array<number>(17).fill(402)]);
    expect(await used(t, ana)).toBe(3);
  });

  it.each<[OpenAiFailure, OpenAiEndpoint, number, string]>([
    ['unauthorized', 'transcriptions', 502, 'provider_failed'],
    ['rate_limited', 'transcriptions', 503, 'provider_unavailable'],
    ['server_error', 'transcriptions', 503, 'provider_unavailable'],
    ['malformed', 'transcriptions', 502, 'provider_failed'],
    ['unauthorized', 'chat', 502, 'provider_failed'],
    ['rate_limited', 'chat', 503, 'provider_unavailable'],
    ['server_error', 'chat', 503, 'provider_unavailable'],
    ['malformed', 'chat', 502, 'provider_failed'],
    ['html', 'chat', 502, 'provider_failed'],
    ['rate_limited', 'speech', 503, 'provider_unavailable'],
    ['server_error', 'speech', 503, 'provider_unavailable'],
    ['malformed', 'speech', 502, 'provider_failed'],
  ])('answers %s from %s with %i %s, and spends nothing', async (failure, endpoint, status, code) => {
    const ana = await newVisitor(t.app);
    fake.fail(failure, { on: [endpoint] });
    const response = await translate(t, ana, webm);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), code });
    expect(response.json<{ error: string }>().error).not.toContain(OPENAI_FAKE_KEY);
    expect(await used(t, ana)).toBe(0);
  });

  it.each<[string, unknown]>([
    ['Darija "latin" in Arabic script', { ...TO_DARIJA, darija: { ar: 'سلام', latin: 'سلام' } }],
    ['Darija "ar" without Arabic letters', { ...TO_DARIJA, darija: { ar: 'salam', latin: 'salam' } }],
    ['no Darija at all', { transcript: 'x', translation: 'y' }],
  ])('answers 502 when the model sends %s', async (_label, answer) => {
    const ana = await newVisitor(t.app);
    fake.setTranslation(answer as FakeTranslation);
    const response = await translate(t, ana, webm);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'provider_failed' });
    expect(await used(t, ana)).toBe(0);
  });

  it('answers 400 when no words were heard, and spends nothing', async () => {
    const ana = await newVisitor(t.app);
    fake.setTranscript('   ');
    const response = await translate(t, ana, webm);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      error: 'No words could be heard in the recording.',
    });
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['transcriptions']);
    expect(await used(t, ana)).toBe(0);
  });

  it.each<OpenAiEndpoint>(['transcriptions', 'chat', 'speech'])(
    'answers 504 at the budget when %s hangs, and closes that call',
    async (endpoint) => {
      await ownApp({ providers: openAiProviders(), env: { TRANSLATE_BUDGET_MS: String(BUDGET_MS) } });
      const ana = await newVisitor(t.app);
      fake.delay(BUDGET_MS * 5, { on: [endpoint] });
      const started = Date.now();
      const response = await translate(t, ana, webm);
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        error: 'The translation took too long. Please try a shorter phrase.',
        code: 'provider_timeout',
      });
      expect(Date.now() - started).toBeLessThan(BUDGET_MS + 2000);
      await expect.poll(() => fake.aborted.map((r) => r.endpoint)).toEqual([endpoint]);
      expect(await used(t, ana)).toBe(0);
    },
  );

  it('uses the adapters the registry builds from OPENAI_API_KEY and OPENAI_BASE_URL', async () => {
    await ownApp({
      env: { OPENAI_API_KEY: OPENAI_FAKE_KEY, OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'env-chat' },
    });
    expect([t.app.providers.speech.name, t.app.providers.languageModel.name]).toEqual(['openai', 'openai']);
    const response = await translate(t, await newVisitor(t.app), webm);
    expect(response.statusCode).toBe(200);
    expect(fake.requests[1]?.json).toMatchObject({ model: 'env-chat' });
    // A 500 is retried once before the visitor is told.
    fake.fail('server_error', { on: ['speech'], times: 1 });
    expect((await translate(t, await newVisitor(t.app), webm)).statusCode).toBe(200);
  });

  it('answers 503 provider_not_configured with no key, and spends nothing', async () => {
    await ownApp({});
    const ana = await newVisitor(t.app);
    const response = await translate(t, ana, webm);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'provider_not_configured' });
    expect(await used(t, ana)).toBe(0);
  });

  it('never logs the key, the audio or the texts, even when the provider echoes the key', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    await ownApp({ providers: openAiProviders(), logger: { level: 'trace', stream } });
    const ana = await newVisitor(t.app);
    fake.setTranslation(TO_DARIJA);
    expect((await translate(t, ana, webm)).statusCode).toBe(200);
    fake.fail('unauthorized');
    expect((await translate(t, ana, webm)).statusCode).toBe(502);
    const log = lines.join('');
    expect(log).toContain('provider failed');
    expect(log).not.toContain(OPENAI_FAKE_KEY);
    expect(log).not.toContain(OPENAI_FAKE_KEY.slice(-16));
    expect(log).not.toContain(webm.data.subarray(200, 216).toString('base64'));
    expect(log).not.toContain(webm.data.subarray(200, 216).toString('latin1'));
    expect(log).not.toContain(TO_DARIJA.darija.latin);
    expect(log).not.toContain(encodeURIComponent(TO_DARIJA.translation));
  });
});
