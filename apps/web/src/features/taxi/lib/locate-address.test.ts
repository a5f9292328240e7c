import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateAddress } from './locate-address';

const JEMAA = { lat: 31.6258, lng: -7.9891 };

function stubPosition() {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: JEMAA.lat, longitude: JEMAA.lng } } as GeolocationPosition),
    },
  });
}

/** The reverse lookup as the API answers it, in the language the request asks for. */
function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url.pathname + url.search);
      const near = { en: 'Near', fr: 'Près de' }[url.searchParams.get('lang') ?? 'en'];
      const body = {
        status: 'OK',
        results: [
          {
            formatted_address: `${near} Jemaa el-Fna, Marrakech`,
            address_components: [{ long_name: 'Marrakech', types: ['locality', 'political'] }],
          },
        ],
      };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('locateAddress', () => {
  it('asks for the address in the visitor’s language, and keeps each language’s answer apart', async () => {
    stubPosition();
    const urls = stubApi();
    const queryClient = new QueryClient();
    const queries = async () => queryClient;
    const french = await locateAddress(queries, 'fr');
    expect(french).toEqual({
      kind: 'address',
      field: { text: 'Près de Jemaa el-Fna, Marrakech', ref: '31.625800, -7.989100' },
      position: JEMAA,
    });
    expect(urls).toEqual(['/api/taxi/reverse-geocode?lat=31.625800&lng=-7.989100&lang=fr']);
    // The same point in English is asked again, not taken from the French answer's cache.
    const english = await locateAddress(queries, 'en');
    expect(english.kind === 'address' && english.field.text).toBe('Near Jemaa el-Fna, Marrakech');
    expect(urls).toHaveLength(2);
  });

  it('gives the position when the query client cannot load (offline, its chunk not cached), as for a failed lookup', async () => {
    stubPosition();
    const urls = stubApi();
    const offline = async (): Promise<QueryClient> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    expect(await locateAddress(offline, 'de')).toEqual({
      kind: 'coordinates',
      field: { text: '31.625800, -7.989100', ref: '31.625800, -7.989100' },
      position: JEMAA,
    });
    expect(urls).toEqual([]);
  });

  it('gives the position at once when the browser is offline, rather than wait for the connection to ask', async () => {
    stubPosition();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const queryClient = new QueryClient();
    onlineManager.setOnline(false);
    try {
      const outcome = await locateAddress(async () => queryClient, 'fr');
      expect(outcome).toMatchObject({ kind: 'coordinates', position: JEMAA });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
