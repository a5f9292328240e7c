import { StrictMode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { POLL_INTERVAL_MS, useCompletion } from './use-completion';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = () => Response;

function stubApi(statusAnswers: Answer[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let polls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === '/api/auth/csrf') return json({ csrf: 't' });
      if (url === '/api/checkout-confirm') return json({ active: true, passExpiresAt: '2026-12-01T10:00:00.000Z' });
      const answer = statusAnswers[Math.min(polls, statusAnswers.length - 1)];
      polls += 1;
      return answer ? answer() : json({ active: false, passExpiresAt: null });
    }),
  );
  return { calls, polls: () => polls };
}

const inactive: Answer = () => json({ active: false, passExpiresAt: null });
const active: Answer = () => json({ active: true, passExpiresAt: '2026-12-01T10:00:00.000Z' });

beforeEach(() => {
  vi.useFakeTimers();
  resetCsrfToken();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCompletion', () => {
  it('confirms once (even under StrictMode), polls every 1.5 s and reports the active pass once', async () => {
    const api = stubApi([inactive, inactive, active]);
    const onActive = vi.fn();
    const hook = renderHook(() => useCompletion('cs_demo_1', onActive), { wrapper: StrictMode });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hook.result.current.checks).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(hook.result.current.checks).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(hook.result.current.checks).toBe(3);
    expect(onActive).toHaveBeenCalledTimes(1);
    expect(onActive).toHaveBeenCalledWith({ active: true, passExpiresAt: '2026-12-01T10:00:00.000Z' });

    const confirms = api.calls.filter((c) => c.url === '/api/checkout-confirm');
    expect(confirms).toEqual([{ method: 'POST', url: '/api/checkout-confirm', body: { session_id: 'cs_demo_1', csrf: 't' } }]);
    await act(() => vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS));
    expect(api.polls()).toBe(3);
  });

  it('without a session id it only polls', async () => {
    const api = stubApi([active]);
    const onActive = vi.fn();
    renderHook(() => useCompletion(null, onActive));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onActive).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => c.url)).toEqual(['/api/pass-status']);
  });

  it.each([
    ['the server message', () => json({ error: 'Database unavailable', code: 'unavailable' }, 503), { message: 'Database unavailable' }],
    ['waiting when there is none', () => json({}, 502), 'waiting'],
  ])('a failing poll shows %s and polling goes on until 60 s have passed', async (_name, failure, problem) => {
    const api = stubApi([failure]);
    const onActive = vi.fn();
    const hook = renderHook(() => useCompletion('cs_demo_2', onActive));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hook.result.current).toEqual({ checks: 1, problem, gaveUp: false });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(hook.result.current.gaveUp).toBe(true);
    // Checks at 0, 1.5, 3, ... 60 s: 41 of them, then no more.
    expect(hook.result.current.checks).toBe(41);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.polls()).toBe(41);
    expect(onActive).not.toHaveBeenCalled();
  });
});
