import { QueryClient } from '@tanstack/react-query';
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
    const french = await locateAddress(queryClient, 'fr');
    expect(french).toEqual({
      kind: 'address',
      field: { text: 'Près de Jemaa el-Fna, Marrakech', ref: '31.625800, -7.989100' },
      position: JEMAA,
    });
    expect(urls).toEqual(['/api/taxi/reverse-geocode?lat=31.625800&lng=-7.989100&lang=fr']);
    // The same point in English is asked again, not taken from the French answer's cache.
    const english = await locateAddress(queryClient, 'en');
    expect(english.kind === 'address' && english.field.text).toBe('Near Jemaa el-Fna, Marrakech');
    expect(urls).toHaveLength(2);
  });
});
