import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacesProvider } from '../src/providers/places/places-provider';
import { selectPlacesProvider } from '../src/providers/places/select-places-provider';
import type { PlacesSelectionOptions } from '../src/providers/places/select-places-provider';
import type { FakeHttpServer } from './fakes/fake-http-server';
import { GOOGLE_FAKE_KEY, startGoogleMapsFake } from './fakes/google-maps-fake';
import { startNominatimFake } from './fakes/nominatim-fake';
import { startPhotonFake } from './fakes/photon-fake';
import { SLOW_ANSWER_MS, TEST_TIMEOUT_MS } from './provider-failure-cases';

// Stands for the gazetteer provider built elsewhere: selection only passes it through.
const embedded: PlacesProvider = {
  name: 'embedded',
  autocomplete: () => Promise.resolve([]),
  resolve: () => Promise.resolve(null),
  reverseGeocode: () => Promise.resolve(null),
};

let google: FakeHttpServer;
let photon: FakeHttpServer;
let nominatim: FakeHttpServer;

beforeAll(async () => {
  [google, photon, nominatim] = await Promise.all([startGoogleMapsFake(), startPhotonFake(), startNominatimFake()]);
});
afterAll(() => Promise.all([google.close(), photon.close(), nominatim.close()]));

describe('selectPlacesProvider precedence', () => {
  const photonUrl = 'http://127.0.0.1:9/photon';
  const nominatimUrl = 'http://127.0.0.1:9/nominatim';
  it.each<[string, PlacesSelectionOptions, string]>([
    ['nothing configured', {}, 'embedded'],
    ['an empty key', { googleMapsApiKey: '' }, 'embedded'],
    ['Nominatim only', { nominatimUrl }, 'nominatim'],
    ['Photon only', { photonUrl }, 'photon'],
    ['Photon and Nominatim', { photonUrl, nominatimUrl }, 'photon'],
    ['a Google key and everything else', { googleMapsApiKey: 'key', photonUrl, nominatimUrl }, 'google-places'],
  ])('%s -> %s', (_label, options, name) => {
    expect(selectPlacesProvider(options, embedded).name).toBe(name);
  });
});

describe('selectPlacesProvider wiring', () => {
  it('sends both Google Places and Geocoding calls to GOOGLE_MAPS_BASE_URL', async () => {
    google.reset();
    const places = selectPlacesProvider({ googleMapsApiKey: GOOGLE_FAKE_KEY, googleMapsBaseUrl: google.url }, embedded);
    expect(await places.autocomplete('koutoubia')).toEqual([
      { placeId: 'google:fixture-koutoubia', description: 'Koutoubia Mosque, Avenue Mohammed V, Marrakesh, Morocco' },
    ]);
    expect(await places.reverseGeocode({ lat: 31.6237, lng: -7.9937 })).toMatchObject({ formattedAddress: 'Avenue Mohammed V, Marrakesh, Morocco' });
    expect(google.requests.map((r) => r.url.pathname)).toEqual(['/v1/places:autocomplete', '/maps/api/geocode/json']);
  });

  it('pairs Photon with Nominatim: an osm: id Photon never suggested is looked up there', async () => {
    photon.reset();
    nominatim.reset();
    const places = selectPlacesProvider({ photonUrl: photon.url, nominatimUrl: nominatim.url }, embedded);
    const airport = await places.resolve('osm:W100003');
    expect(airport).toMatchObject({ placeId: 'osm:W100003', name: 'Marrakesh Menara Airport', nameAr: 'مطار مراكش المنارة' });
    expect(photon.requests).toHaveLength(0);
    expect(nominatim.requests.map((r) => r.url.pathname)).toEqual(['/lookup']);
  });

  it('passes PROVIDER_TIMEOUT_MS to the adapter', async () => {
    photon.reset();
    photon.delay(SLOW_ANSWER_MS);
    const places = selectPlacesProvider({ photonUrl: photon.url, providerTimeoutMs: TEST_TIMEOUT_MS }, embedded);
    const started = performance.now();
    await expect(places.autocomplete('jemaa')).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
    photon.reset();
  });
});
