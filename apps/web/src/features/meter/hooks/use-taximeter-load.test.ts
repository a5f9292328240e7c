import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useTaximeter } from './use-taximeter';

// The engine's chunk fails to load (offline before it was cached): the tap must fail loudly, not start nothing in
// silence, and the next tap tries again.
let failLoad = true;
vi.mock('../lib/meter-session', async (importOriginal) => {
  if (failLoad) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { watchPosition: vi.fn(() => 1), clearWatch: vi.fn(), getCurrentPosition: vi.fn() },
  });
});
afterEach(() => vi.unstubAllGlobals());

it('a Start whose engine cannot load rejects, and a later tap loads it and starts', async () => {
  const { result } = renderHook(() => useTaximeter());
  await act(async () => {
    await expect(result.current.start('casablanca')).rejects.toThrow();
  });
  expect(result.current.session).toBeNull();
  failLoad = false;
  await act(async () => {
    await expect(result.current.start('casablanca')).resolves.toBe(true);
  });
  expect(result.current.session?.state.active).toBe(true);
  // The engine's chunks (with the ride's parts) load twice here: slow on a loaded machine.
}, 20_000);
