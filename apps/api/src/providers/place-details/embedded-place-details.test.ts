import { describe, expect, it } from 'vitest';
import { CATALOG } from '@mizan/data/catalog';
import { createEmbeddedPlaceDetails } from './embedded-place-details';

const provider = createEmbeddedPlaceDetails();
// One place of each kind present in the catalog.
const samples = [...new Map(CATALOG.map((p) => [p.kind, p])).values()];

describe('embedded place details (the catalog)', () => {
  it.each(samples.map((p) => [p.id, p] as const))(
    'finds %s by name, with facts only: no rating, no reviews',
    async (_id, place) => {
      const details = await provider.details({ placeName: place.name.toUpperCase(), city: place.city });
      expect(details).toMatchObject({
        placeId: place.id,
        name: place.name,
        rating: null,
        reviewCount: null,
        reviews: [],
        photos: [],
      });
      expect(details?.location).toEqual({ lat: place.lat, lng: place.lng });
    },
  );

  it.each([
    ['Palais de la Bahia', 'marrakech:bahia-palace'],
    ['Palacio de la Bahía', 'marrakech:bahia-palace'],
    ['Bahia-Palast', 'marrakech:bahia-palace'],
    ['Palmeraie de Marrakech', 'marrakech:palmeraie'],
  ])('finds %s, the name a French, Spanish or German plan gives it', async (placeName, id) => {
    expect((await provider.details({ placeName, city: 'marrakech' }))?.placeId).toBe(id);
  });

  it('finds a place by the catalog id of an earlier answer', async () => {
    const place = CATALOG[0];
    if (!place) return;
    const details = await provider.details({
      placeName: 'another name',
      city: place.city,
      placeId: place.id,
    });
    expect(details?.placeId).toBe(place.id);
  });

  it('lists at most 20 nearby places', async () => {
    const place = CATALOG.find((p) => p.kind === 'restaurant');
    if (!place) return;
    const found = await provider.nearby({ location: place, type: 'restaurant', radiusMeters: 50_000 });
    expect(found.length).toBeLessThanOrEqual(20);
  });

  it('knows nothing of a place that is not in the city', async () => {
    expect(await provider.details({ placeName: 'Eiffel Tower', city: 'fes' })).toBeNull();
    expect(await provider.details({ placeName: '  ', city: 'fes' })).toBeNull();
  });

  it('lists nearby restaurants nearest first, within the radius', async () => {
    const restaurant = CATALOG.find((p) => p.kind === 'restaurant');
    if (!restaurant) return;
    const found = await provider.nearby({ location: restaurant, type: 'restaurant', radiusMeters: 1500 });
    expect(found[0]?.placeId).toBe(restaurant.id);
    expect(await provider.nearby({ location: restaurant, type: 'no_such_type', radiusMeters: 1500 })).toEqual(
      [],
    );
  });

  it('has no photos of its own', async () => {
    expect(await provider.photo({ ref: 'anything', maxWidthPx: 400 })).toBeNull();
  });
});
