import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiPost, getCsrfToken, resetCsrfToken } from './api-client';

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
