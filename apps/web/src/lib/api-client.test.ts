import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiGet,
  apiPost,
  apiPostForBinary,
  getCsrfToken,
  percentDecodedHeader,
  resetCsrfToken,
  serverReason,
} from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const ok = z.object({ ok: z.boolean() });

beforeEach(() => {
  resetCsrfToken();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('error normalisation', () => {
  it.each([
    [
      'the server message',
      400,
      { error: 'Bad feature', code: 'validation_failed' },
      'Bad feature',
      'validation_failed',
    ],
    ['Request failed when there is no error field', 500, { oops: true }, 'Request failed', undefined],
    ['Request failed when the body is not JSON', 502, 'not json', 'Request failed', undefined],
    ['Request failed when error is empty', 404, { error: '' }, 'Request failed', undefined],
  ])('uses %s', async (_name, status, body, message, code) => {
    fetchMock.mockResolvedValueOnce(
      typeof body === 'string' ? new Response(body, { status }) : json(status, body),
    );
    const error = await apiGet('/api/x', ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status, code });
  });

  it('rejects an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 'yes' }));
    await expect(apiGet('/api/x', ok)).rejects.toMatchObject({ message: 'Request failed', status: 200 });
  });

  it('checks the answer with a schema that loads while the request is in flight', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true })).mockResolvedValueOnce(json(200, { ok: 1 }));
    const load = vi.fn(() => Promise.resolve(ok));
    await expect(apiGet('/api/x', load)).resolves.toEqual({ ok: true });
    await expect(apiGet('/api/x', load)).rejects.toMatchObject({ message: 'Request failed', status: 200 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('returns the parsed body and sends cookies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiGet('/api/x', ok)).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });
});

describe('CSRF', () => {
  it('fetches the token once and sends it in the header and the body', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/csrf' ? json(200, { csrf: 'tok' }) : json(200, { ok: true }),
    );
    await apiPost('/api/a', { feature: 'translate' }, ok);
    await apiPost('/api/b', {}, ok);
    const csrfCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/csrf');
    expect(csrfCalls).toHaveLength(1);
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-csrf')).toBe('tok');
    expect(JSON.parse(String(init?.body))).toEqual({ feature: 'translate', csrf: 'tok' });
  });

  it.each([
    ['a failed answer', async () => json(500, {})],
    ['a malformed answer', async () => json(200, { token: 'x' })],
    ['a network error', () => Promise.reject(new TypeError('offline'))],
  ])("throws 'Failed to get CSRF' on %s, then retries next time", async (_name, failure) => {
    fetchMock.mockImplementationOnce(failure);
    await expect(getCsrfToken()).rejects.toThrow('Failed to get CSRF');
    fetchMock.mockResolvedValueOnce(json(200, { csrf: 'fresh' }));
    await expect(getCsrfToken()).resolves.toBe('fresh');
  });

  it('keeps the network error as the cause, so a screen can say "connection error"', async () => {
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(offline);
    await expect(getCsrfToken()).rejects.toMatchObject({ message: 'Failed to get CSRF', cause: offline });
  });

  it('refreshes a token the server rejects, once', async () => {
    let token = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/csrf') return json(200, { csrf: `t${++token}` });
      const sent = new Headers(init?.headers).get('x-csrf');
      return sent === 't2'
        ? json(200, { ok: true })
        : json(403, { error: 'Invalid CSRF token', code: 'csrf_invalid' });
    });
    await expect(apiPost('/api/a', {}, ok)).resolves.toEqual({ ok: true });
    expect(token).toBe(2);
  });
});

describe('serverReason', () => {
  it.each([
    [
      'a refusal with a known code: the code, and the sentence as a last resort',
      new ApiError('The departure is in Rabat and the arrival in Casablanca.', 422, 'cross_city'),
      { code: 'cross_city', message: 'The departure is in Rabat and the arrival in Casablanca.' },
    ],
    [
      'a known code without text',
      new ApiError('Request failed', 404, 'not_found'),
      { code: 'not_found', message: '' },
    ],
    [
      'an unknown code: the server sentence only',
      new ApiError('Checkout is closed for maintenance.', 503, 'unavailable'),
      { message: 'Checkout is closed for maintenance.' },
    ],
    ['no code, with a sentence', new ApiError('Bad feature', 400), { message: 'Bad feature' }],
    [
      'a failure on the server side: nothing',
      new ApiError('The routing service did not answer.', 504, 'provider_timeout'),
      null,
    ],
    [
      'a kind with no provider set: nothing (the screen offers what works without it)',
      new ApiError('Voice needs a speech provider.', 503, 'provider_not_configured'),
      null,
    ],
    ['an internal error: nothing', new ApiError('Something went wrong on our side.', 500, 'internal'), null],
    ['no text and no code: nothing', new ApiError('Request failed', 502), null],
    [
      'a code named like an Object property: unknown',
      new ApiError('Odd', 400, 'toString'),
      { message: 'Odd' },
    ],
    ['a network failure: nothing', new TypeError('Failed to fetch'), null],
    ['any other error: nothing', new Error('boom'), null],
  ])('%s', (_case, error, reason) => {
    expect(serverReason(error)).toStrictEqual(reason);
  });

  it('reads the code and the sentence of a real answer', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { error: 'Too many requests. Please try again in 1 minute.', code: 'rate_limited' }),
    );
    const error = await apiGet('/api/x', ok).catch((e: unknown) => e);
    expect(serverReason(error)).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please try again in 1 minute.',
    });
  });
});

/** fetch as the server answers: the CSRF token, then `answer` for every other call. */
function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/auth/csrf' ? json(200, { csrf: 'tok' }) : answer(),
  );
}

const postedInit = (index = 1) => fetchMock.mock.calls[index]?.[1];

function clip(): FormData {
  const form = new FormData();
  form.append('audio', new File([new Uint8Array([1, 2, 3])], 'clip.webm', { type: 'audio/webm' }));
  form.append('note', 'hello');
  return form;
}

describe('multipart POST', () => {
  it('sends the form with the token in the x-csrf header and as the first form field, and lets fetch set the content-type', async () => {
    serve(() => json(200, { ok: true }));
    const form = clip();
    await expect(apiPost('/api/upload', form, ok)).resolves.toEqual({ ok: true });
    const init = postedInit();
    const headers = new Headers(init?.headers);
    expect(headers.get('x-csrf')).toBe('tok');
    expect(headers.get('content-type')).toBeNull();
    expect(init?.credentials).toBe('include');
    const sent = init?.body;
    expect(sent).toBeInstanceOf(FormData);
    const entries = [...(sent as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(['csrf', 'audio', 'note']);
    expect((sent as FormData).get('csrf')).toBe('tok');
    const file = (sent as FormData).get('audio');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('clip.webm');
    expect((file as File).type).toBe('audio/webm');
    // The caller's form is left as it was.
    expect([...form.keys()]).toEqual(['audio', 'note']);
  });

  it('replaces a stale token in the form when the server refuses it, once', async () => {
    let token = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/csrf') return json(200, { csrf: `t${++token}` });
      const form = init?.body as FormData;
      return form.get('csrf') === 't2' && new Headers(init?.headers).get('x-csrf') === 't2'
        ? json(200, { ok: true })
        : json(403, { error: 'Invalid CSRF token', code: 'csrf_invalid' });
    });
    await expect(apiPost('/api/upload', clip(), ok)).resolves.toEqual({ ok: true });
    expect((fetchMock.mock.calls[3]?.[1]?.body as FormData).getAll('csrf')).toEqual(['t2']);
  });

  it('a JSON body still goes as JSON with its content-type', async () => {
    serve(() => json(200, { ok: true }));
    await apiPost('/api/a', { plan: '4day' }, ok);
    expect(new Headers(postedInit()?.headers).get('content-type')).toBe('application/json');
  });
});

describe('binary answer', () => {
  const audio = (headers: Record<string, string> = {}) =>
    new Response(new Uint8Array([0xff, 0xf3, 0x44]), {
      status: 200,
      headers: { 'content-type': 'audio/mpeg', ...headers },
    });

  it('returns the bytes and the headers, asking for the type it accepts', async () => {
    serve(() =>
      audio({
        'x-translation': encodeURIComponent('Salam, labas?'),
        'x-transcript': encodeURIComponent('سلام، لاباس؟'),
      }),
    );
    const answer = await apiPostForBinary('/api/translate-tts?targetLang=fr', clip(), 'audio/mpeg');
    expect(new Uint8Array(await answer.data.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xf3, 0x44]));
    expect(answer.data.type).toBe('audio/mpeg');
    expect(percentDecodedHeader(answer.headers, 'x-translation')).toBe('Salam, labas?');
    expect(percentDecodedHeader(answer.headers, 'x-transcript')).toBe('سلام، لاباس؟');
    const headers = new Headers(postedInit()?.headers);
    expect(headers.get('accept')).toBe('audio/mpeg');
    expect(headers.get('x-csrf')).toBe('tok');
  });

  it('accepts a content-type with parameters', async () => {
    serve(
      () => new Response(new Uint8Array([1]), { headers: { 'content-type': 'Audio/MPEG; charset=binary' } }),
    );
    await expect(apiPostForBinary('/api/tts', { text: 'hi' }, 'audio/mpeg')).resolves.toMatchObject({});
  });

  it('turns a JSON error into an ApiError with its code', async () => {
    serve(() => json(413, { error: 'The clip is too large.', code: 'payload_too_large' }));
    await expect(apiPostForBinary('/api/tts', clip(), 'audio/mpeg')).rejects.toMatchObject({
      name: 'ApiError',
      status: 413,
      code: 'payload_too_large',
      message: 'The clip is too large.',
    });
  });

  it('refuses an answer of another type, as an answer that breaks its contract', async () => {
    serve(() => json(200, { ok: true }));
    await expect(apiPostForBinary('/api/tts', clip(), 'audio/mpeg')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Request failed',
      status: 200,
    });
  });

  it.each([
    ['absent', {}, null],
    ['badly encoded', { 'x-translation': '%E0%A4%A' }, null],
    ['plain ASCII', { 'x-translation': 'hello' }, 'hello'],
  ])('reads a percent-encoded header that is %s', (_case, headers, expected) => {
    expect(percentDecodedHeader(new Headers(headers), 'x-translation')).toBe(expected);
  });
});
