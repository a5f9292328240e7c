import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { useAccess } from './use-access';
import { payPathFor } from './use-redirect-to-pay';

describe('payPathFor', () => {
  it.each([
    ['translate', 'http://localhost', '/pay?t=translate'],
    ['taxi-meter', 'https://mizan.example', '/pay?t=taxi-meter'],
    ['taxi-estimate', 'not a url', '/pay'],
  ])('%s at %s -> %s', (feature, origin, expected) => expect(payPathFor(feature, origin)).toBe(expected));
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setup(answer: { allowed: boolean; remaining: number; reason: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/auth/csrf' ? json({ csrf: 't' }) : json(answer),
    ),
  );
  const client = new QueryClient();
  let location = '';
  function Spy() {
    const l = useLocation();
    location = `${l.pathname}${l.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/taxi-fares']}>
        <Routes>
          <Route path="*" element={<Spy />} />
        </Routes>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAccess('taxi-estimate'), { wrapper });
  return { hook, location: () => location };
}

beforeEach(() => {
  resetCsrfToken();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/taxi-fares?from=a#result');
});
afterEach(() => vi.unstubAllGlobals());

describe('useAccess', () => {
  it('lets an allowed use through and stays on the page', async () => {
    const { hook, location } = setup({ allowed: true, remaining: 0, reason: 'free' });
    let granted: boolean | undefined;
    await act(async () => {
      granted = await hook.result.current.requestAccess();
    });
    expect(granted).toBe(true);
    expect(location()).toBe('/taxi-fares');
    expect(sessionStorage.getItem('pre_checkout_path')).toBeNull();
  });

  it('stores the return path and trigger, then goes to /pay?t=<feature> when refused', async () => {
    const { hook, location } = setup({ allowed: false, remaining: 0, reason: 'exhausted' });
    let granted: boolean | undefined;
    await act(async () => {
      granted = await hook.result.current.requestAccess();
    });
    expect(granted).toBe(false);
    expect(sessionStorage.getItem('pre_checkout_path')).toBe('/taxi-fares?from=a#result');
    expect(sessionStorage.getItem('pre_checkout_trigger')).toBe('taxi-estimate');
    expect(location()).toBe('/pay?t=taxi-estimate');
  });
});
