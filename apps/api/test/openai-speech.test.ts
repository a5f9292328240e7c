import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/providers/provider-error';
import type { ProviderFailure } from '../src/providers/provider-error';
import { createOpenAiSpeech, realtimeCallsUrl } from '../src/providers/speech/openai-speech';
import type { OpenAiSpeechOptions } from '../src/providers/speech/openai-speech';
import type { SpeechProvider } from '../src/providers/speech/speech-provider';
import { FAKE_MP3, OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { OpenAiEndpoint, OpenAiFailure, OpenAiFake } from './fakes/openai-fake';
// Long enough for a request to reach the fake on a loaded machine before the adapter gives up on it.
const TEST_TIMEOUT_MS = 600;
const SLOW_ANSWER_MS = 3000;

const MODELS = { transcribe: 'test-transcribe', speech: 'test-tts', realtime: 'test-realtime' };
const CLIP = { data: Buffer.from('1a45dfa3', 'hex'), mimeType: 'audio/webm', filename: 'clip.webm' };

let fake: OpenAiFake;
let speech: SpeechProvider;

const adapter = (overrides: Partial<OpenAiSpeechOptions> = {}) =>
  createOpenAiSpeech({
    apiKey: OPENAI_FAKE_KEY,
    baseUrl: fake.url,
    timeoutMs: 2000,
    maxRetries: 0,
    models: MODELS,
    voice: 'marin',
    ...overrides,
  });

/** The ProviderError a call failed with. */
async function failureOf(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

beforeAll(async () => {
  fake = await startOpenAiFake();
  speech = adapter();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI speech adapter: wire format', () => {
  it('transcribes: multipart to /v1/audio/transcriptions with the file, model, language, prompt and Bearer key', async () => {
    fake.setTranscript('  Where is the pharmacy?  ');
    const text = await speech.transcribe(CLIP, { language: 'en', prompt: 'A tourist in Morocco.' });
    expect(text).toBe('Where is the pharmacy?');
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/audio/transcriptions',
      fields: {
        model: 'test-transcribe',
        language: 'en',
        prompt: 'A tourist in Morocco.',
        response_format: 'json',
      },
    });
    expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_FAKE_KEY}`);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.files.file).toMatchObject({ filename: 'clip.webm', type: 'audio/webm' });
    expect(request?.files.file?.data).toEqual(CLIP.data);
  });

  it('leaves out the language and prompt when not given', async () => {
    await speech.transcribe(CLIP, {});
    expect(Object.keys(fake.requests[0]?.fields ?? {}).sort()).toEqual(['model', 'response_format']);
  });

  it('speaks: JSON to /v1/audio/speech, mp3 bytes back', async () => {
    const audio = await speech.speak('بشحال؟', { instructions: 'Speak Darija.' });
    expect(audio).toEqual({ data: FAKE_MP3, mimeType: 'audio/mpeg' });
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      json: {
        model: 'test-tts',
        voice: 'marin',
        input: 'بشحال؟',
        response_format: 'mp3',
        instructions: 'Speak Darija.',
      },
    });
    expect(fake.requests[0]?.headers.accept).toBe('application/octet-stream');
  });

  it('cuts a text past the endpoint limit of 4096 characters', async () => {
    await speech.speak('a'.repeat(5000), {});
    expect((fake.requests[0]?.json as { input: string }).input).toHaveLength(4096);
  });

  it('mints a realtime key with the GA client_secrets call; the key then opens a call with an SDP offer', async () => {
    const before = Date.now();
    const session = await speech.createRealtimeSession({ instructions: 'Interpret into Darija.' });
    expect(session.clientSecret).toMatch(/^ek_/);
    expect(session.callsUrl).toBe(`${fake.url}/realtime/calls`);
    expect(session.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 110_000);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/realtime/client_secrets']);
    expect(fake.requests[0]?.json).toEqual({
      expires_after: { anchor: 'created_at', seconds: 120 },
      session: {
        type: 'realtime',
        model: 'test-realtime',
        instructions: 'Interpret into Darija.',
        audio: { input: { transcription: { model: 'test-transcribe' } }, output: { voice: 'marin' } },
      },
    });
    // What the browser does next (spec 7): its SDP offer, with the ephemeral key, straight to the provider.
    const answer = await fetch(session.callsUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.clientSecret}`, 'content-type': 'application/sdp' },
      body: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/sdp');
    expect(answer.headers.get('location')).toMatch(/^\/v1\/realtime\/calls\/rtc_/);
    expect(await answer.text()).toMatch(/^v=0\r\n/);
  });

  it('keeps a base URL path prefix and drops credentials from the calls URL', () => {
    expect(realtimeCallsUrl('https://user:secret@proxy.example/openai/v1/')).toBe(
      'https://proxy.example/openai/v1/realtime/calls',
    );
  });
});

type Call = 'transcribe' | 'speak' | 'realtime';
const CALLS: {
  call: Call;
  endpoint: OpenAiEndpoint;
  run: (s: SpeechProvider, signal?: AbortSignal) => Promise<unknown>;
}[] = [
  {
    call: 'transcribe',
    endpoint: 'transcriptions',
    run: (s, signal) => s.transcribe(CLIP, { language: 'fr', signal }),
  },
  { call: 'speak', endpoint: 'speech', run: (s, signal) => s.speak('Salam', { signal }) },
  {
    call: 'realtime',
    endpoint: 'client_secrets',
    run: (s, signal) => s.createRealtimeSession({ instructions: 'x', signal }),
  },
];

const FAILURES: { failure: OpenAiFailure; expected: ProviderFailure }[] = [
  { failure: 'unauthorized', expected: 'failed' },
  { failure: 'rate_limited', expected: 'unavailable' },
  { failure: 'server_error', expected: 'unavailable' },
  { failure: 'malformed', expected: 'failed' },
  { failure: 'html', expected: 'failed' },
];

describe.each(CALLS)('OpenAI speech adapter: $call failures', ({ endpoint, run }) => {
  it.each(FAILURES)(
    'maps $failure to $expected, with no key in the message or its cause',
    async ({ failure, expected }) => {
      fake.fail(failure, { on: [endpoint] });
      const error = await failureOf(run(speech));
      expect(error.failure).toBe(expected);
      expect(error.provider).toBe('openai');
      const told = `${error.message} ${String(error.cause)} ${JSON.stringify(error)}`;
      expect(told).not.toContain(OPENAI_FAKE_KEY);
      expect(told).not.toContain(OPENAI_FAKE_KEY.slice(-12));
    },
  );

  it('maps a slow answer to timeout, and closes the connection', async () => {
    fake.delay(SLOW_ANSWER_MS, { on: [endpoint] });
    const started = Date.now();
    const error = await failureOf(run(adapter({ timeoutMs: TEST_TIMEOUT_MS })));
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS);
    await expect.poll(() => fake.aborted.length).toBe(1);
  });

  it("maps the caller's abort to timeout", async () => {
    fake.delay(SLOW_ANSWER_MS, { on: [endpoint] });
    const error = await failureOf(run(speech, AbortSignal.timeout(100)));
    expect(error.failure).toBe('timeout');
  });

  it('retries a 500 once when allowed to, then succeeds', async () => {
    fake.fail('server_error', { on: [endpoint], times: 1 });
    await expect(run(adapter({ maxRetries: 1 }))).resolves.toBeDefined();
    expect(fake.requests.filter((r) => r.endpoint === endpoint)).toHaveLength(2);
  });
});

describe('OpenAI speech adapter: other failures', () => {
  it('maps an unreachable server to unavailable', async () => {
    const closed = await startOpenAiFake();
    const url = closed.url;
    await closed.close();
    const error = await failureOf(adapter({ baseUrl: url }).speak('Salam', {}));
    expect(error.failure).toBe('unavailable');
  });

  it('maps a wrong key (the server refuses it) to failed', async () => {
    const error = await failureOf(adapter({ apiKey: 'sk-wrong-key-0000' }).transcribe(CLIP, {}));
    expect(error.failure).toBe('failed');
    expect(`${error.message} ${String(error.cause)}`).not.toContain('sk-wrong-key-0000');
  });

  it('maps a refusal of the request (a format the server does not take) to failed', async () => {
    const error = await failureOf(speech.transcribe({ ...CLIP, filename: 'clip.aiff' }, {}));
    expect(error.failure).toBe('failed');
    expect(error.message).toMatch(/HTTP 400/);
  });
});
