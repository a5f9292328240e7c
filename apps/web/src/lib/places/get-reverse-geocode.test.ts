import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { fetchCityAt } from './get-reverse-geocode';

const MARRAKECH = { lat: 31.6258, lng: -7.9891 };

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  resetCsrfToken();
});

describe('fetchCityAt', () => {
  it('fails at once when the browser is offline, rather than wait for the connection to ask', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    onlineManager.setOnline(false);
    await expect(fetchCityAt(new QueryClient(), MARRAKECH)).rejects.toThrow('Failed to fetch');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      '/api/taxi/reverse-geocode?lat=31.625800&lng=-7.989100',
    ]);
  });

  it('names the city at the position', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 'OK',
              results: [
                {
                  formatted_address: 'Jemaa el-Fna, Marrakech',
                  address_components: [
                    { long_name: 'Marrakech', short_name: 'Marrakech', types: ['locality'] },
                  ],
                },
              ],
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    expect(await fetchCityAt(new QueryClient(), MARRAKECH)).toBe('Marrakech');
  });
});
