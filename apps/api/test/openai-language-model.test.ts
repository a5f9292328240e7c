import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  JsonSchemaFormat,
  LanguageModelProvider,
} from '../src/providers/language-model/language-model-provider';
import { createOpenAiLanguageModel } from '../src/providers/language-model/openai-language-model';
import { ProviderError } from '../src/providers/provider-error';
import type { ProviderFailure } from '../src/providers/provider-error';
import { OPENAI_FAKE_KEY, startOpenAiFake } from './fakes/openai-fake';
import type { OpenAiFailure, OpenAiFake } from './fakes/openai-fake';
// Long enough for a request to reach the fake on a loaded machine before the adapter gives up on it.
const TEST_TIMEOUT_MS = 600;
const SLOW_ANSWER_MS = 3000;

const STRICT: JsonSchemaFormat = {
  name: 'darija_translation',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['transcript', 'translation', 'darija'],
    properties: {
      transcript: { type: 'string' },
      translation: { type: 'string' },
      darija: {
        type: 'object',
        additionalProperties: false,
        required: ['ar', 'latin'],
        properties: { ar: { type: 'string' }, latin: { type: 'string' } },
      },
    },
  },
};
const ANSWER = {
  transcript: 'Please use the meter.',
  translation: 'عافاك شعل الكونطور',
  darija: { ar: 'عافاك شعل الكونطور', latin: '3afak ch3el l-compteur' },
};

let fake: OpenAiFake;
let model: LanguageModelProvider;

const adapter = (timeoutMs = 2000) =>
  createOpenAiLanguageModel({
    apiKey: OPENAI_FAKE_KEY,
    baseUrl: fake.url,
    timeoutMs,
    maxRetries: 0,
    model: 'test-chat',
  });

const ask = (provider = model, format = STRICT, signal?: AbortSignal) =>
  provider.completeJson({
    system: 'Translate into Darija.',
    user: '"""\nPlease use the meter.\n"""',
    format,
    signal,
  });

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
  model = adapter();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI language model adapter', () => {
  it('asks chat completions for a strict JSON schema and returns the parsed content', async () => {
    fake.setTranslation(ANSWER);
    await expect(ask()).resolves.toEqual(ANSWER);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_FAKE_KEY}`);
    expect(request?.json).toEqual({
      model: 'test-chat',
      messages: [
        { role: 'system', content: 'Translate into Darija.' },
        { role: 'user', content: '"""\nPlease use the meter.\n"""' },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'darija_translation', strict: true, schema: STRICT.schema },
      },
    });
  });

  it('is refused (failed) with a schema strict mode does not take, as the API refuses it', async () => {
    const loose = { name: 'loose', schema: { type: 'object', properties: { a: { type: 'string' } } } };
    const error = await failureOf(ask(model, loose));
    expect(error.failure).toBe('failed');
    expect(error.message).toMatch(/HTTP 400/);
  });

  it.each<{ failure: OpenAiFailure; expected: ProviderFailure }>([
    { failure: 'unauthorized', expected: 'failed' },
    { failure: 'rate_limited', expected: 'unavailable' },
    { failure: 'server_error', expected: 'unavailable' },
    { failure: 'malformed', expected: 'failed' },
    { failure: 'html', expected: 'failed' },
  ])('maps $failure to $expected, with no key in the message or its cause', async ({ failure, expected }) => {
    fake.fail(failure);
    const error = await failureOf(ask());
    expect(error.failure).toBe(expected);
    expect(`${error.message} ${String(error.cause)}`).not.toContain(OPENAI_FAKE_KEY);
  });

  it.each([
    ['content that is not JSON', { content: 'Sure! Here is the translation: ...' }],
    ['a refusal', { content: null, refusal: "I'm sorry, I can't help with that." }],
    ['no content', { content: null }],
    ['an answer cut off at the token limit', { content: '{"transcript": "Please', finishReason: 'length' }],
  ])('maps %s to failed', async (_label, message) => {
    fake.setChatMessage(message);
    const error = await failureOf(ask());
    expect(error.failure).toBe('failed');
  });

  it('maps a slow answer to timeout and closes the connection', async () => {
    fake.delay(SLOW_ANSWER_MS);
    const error = await failureOf(ask(adapter(TEST_TIMEOUT_MS)));
    expect(error.failure).toBe('timeout');
    await expect.poll(() => fake.aborted.length).toBe(1);
  });

  it("maps the caller's abort to timeout", async () => {
    fake.delay(SLOW_ANSWER_MS);
    const error = await failureOf(ask(model, STRICT, AbortSignal.timeout(100)));
    expect(error.failure).toBe('timeout');
  });
});
