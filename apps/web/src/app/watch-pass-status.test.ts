import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPassStatus } from './watch-pass-status';

const ACTIVE = { active: true, passExpiresAt: '2026-12-01T10:00:00.000Z' };

function stubPassStatus(answer: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('watchPassStatus (the home screen’s pass status, ADR 022)', () => {
  it('follows the served status without asking, and asks when none was served', async () => {
    const fetchMock = stubPassStatus({ active: false, passExpiresAt: null });
    const served = vi.fn();
    const stopServed = watchPassStatus({ served: ACTIVE, client: null }, served);
    expect(served).toHaveBeenCalledWith(ACTIVE);
    expect(fetchMock).not.toHaveBeenCalled();
    stopServed();

    const asked = vi.fn();
    const stopAsked = watchPassStatus({ served: null, client: null }, asked);
    await waitFor(() => expect(asked).toHaveBeenCalledWith({ active: false, passExpiresAt: null }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pass-status');
    stopAsked();
  });

  it('shows a status the service worker kept at once, and asks again at once', async () => {
    const fetchMock = stubPassStatus({ active: false, passExpiresAt: null });
    const onStatus = vi.fn();
    const stop = watchPassStatus({ served: ACTIVE, servedFromWorker: true, client: null }, onStatus);
    expect(onStatus).toHaveBeenNthCalledWith(1, ACTIVE);
    await waitFor(() => expect(onStatus).toHaveBeenLastCalledWith({ active: false, passExpiresAt: null }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});
