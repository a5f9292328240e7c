import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import type { QuerySlot } from './provider';
import { useWatchedPassStatus } from './use-watched-pass-status';

const ACTIVE = { active: true, passExpiresAt: '2026-12-01T10:00:00.000Z' };
const watchPassStatus = vi.fn((_slot: QuerySlot, onStatus: (status: typeof ACTIVE) => void) => {
  onStatus(ACTIVE);
  return () => {};
});
let chunkLoads = true;
vi.mock('./watch-pass-status', () => {
  if (!chunkLoads) throw new TypeError('Failed to fetch dynamically imported module');
  return { watchPassStatus };
});

function Status() {
  const status = useWatchedPassStatus(true);
  return <p>{status === undefined ? 'unknown' : status.active ? 'active' : 'none'}</p>;
}

afterEach(() => {
  chunkLoads = true;
  vi.resetModules();
});

describe('useWatchedPassStatus', () => {
  it('tries its chunk again once back online when it could not load offline', async () => {
    chunkLoads = false;
    render(
      <AppProvider queries={{ served: null, client: null }}>
        <Status />
      </AppProvider>,
    );
    expect(screen.getByText('unknown')).toBeTruthy();
    // Let the failed import settle before the connection comes back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watchPassStatus).not.toHaveBeenCalled();

    chunkLoads = true;
    vi.resetModules();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(watchPassStatus).toHaveBeenCalledTimes(1);
  });
});
