import { describe, expect, it } from 'vitest';
import { GAZETTEER } from '@mizan/data/gazetteer';
import { createEmbeddedPlaces, MAX_PREDICTIONS } from './embedded-places';

const places = createEmbeddedPlaces();
const JEMAA = { lat: 31.6258, lng: -7.9892 };

describe('embedded places: autocomplete over the real gazetteer', () => {
  it.each([
    ['jemaa', 'marrakech:jemaa-el-fna', 'Jemaa el-Fna, Marrakech'],
    ['jamaa lfna', 'marrakech:jemaa-el-fna', 'Jemaa el-Fna, Marrakech'],
    ['djemaa', 'marrakech:jemaa-el-fna', 'Jemaa el-Fna, Marrakech'],
    ['Place Jemaa El Fna', 'marrakech:jemaa-el-fna', 'Jemaa el-Fna, Marrakech'],
    ['gare marrakech', 'marrakech:train-station', 'Marrakech Train Station, Marrakech'],
    ['aeroport menara', 'marrakech:menara-airport', 'Marrakech Menara Airport, Marrakech'],
    ['bab boujloud', 'fes:bab-boujloud', 'Bab Boujloud, Fès'],
    ['koutobia', 'marrakech:koutoubia', 'Koutoubia Mosque, Marrakech'],
    ['jardin majorel', 'marrakech:majorelle-garden', 'Jardin Majorelle, Marrakech'],
    ['casa voyageur', 'casablanca:casa-voyageurs', 'Casa-Voyageurs, Casablanca'],
    ['aéroport mohammed v', 'casablanca:mohammed-v-airport', 'Mohammed V International Airport, Casablanca'],
    ['mosquee hassan 2', 'casablanca:hassan-ii-mosque', 'Hassan II Mosque, Casablanca'],
    ['kasbah oudaya', 'rabat:kasbah-oudayas', 'Kasbah of the Udayas, Rabat'],
    ['tanger ville gare', 'tangier:tanger-ville-station', 'Tanger-Ville Station, Tangier'],
    ['outa el hammam', 'chefchaouen:outa-el-hammam', 'Plaza Uta el-Hammam, Chefchaouen'],
    ['skala essaouira', 'essaouira:skala-de-la-ville', 'Skala de la Ville, Essaouira'],
    ['agadir oufla', 'agadir:agadir-oufella', 'Agadir Oufella, Agadir'],
    ['chouara', 'fes:chouara-tannery', 'Chouara Tannery, Fès'],
    ['ساحة جامع الفنا', 'marrakech:jemaa-el-fna', 'Jemaa el-Fna, Marrakech'],
  ])('%s -> %s', async (input, placeId, description) => {
    const [first] = await places.autocomplete(input);
    expect(first).toEqual({ placeId, description });
  });

  it('puts the visitor’s own city first for a name several cities share', async () => {
    const [inMarrakech] = await places.autocomplete('bab doukkala', { near: JEMAA });
    const [inEssaouira] = await places.autocomplete('bab doukkala', { near: { lat: 31.5125, lng: -9.77 } });
    expect(inMarrakech?.placeId).toBe('marrakech:bab-doukkala');
    expect(inEssaouira?.placeId).toBe('essaouira:bab-doukkala');
  });

  it('returns at most eight suggestions, each a gazetteer id', async () => {
    const predictions = await places.autocomplete('bab');
    expect(predictions).toHaveLength(MAX_PREDICTIONS);
    const ids = new Set(GAZETTEER.map((p) => p.id));
    for (const p of predictions) expect(ids.has(p.placeId)).toBe(true);
  });

  it.each(['zzzzqqqq', 'new york times square'])('suggests nothing for %j', async (input) => {
    expect(await places.autocomplete(input)).toEqual([]);
  });

  it('stops when the request was aborted', async () => {
    await expect(places.autocomplete('jemaa', { signal: AbortSignal.abort() })).rejects.toThrow();
  });

  it.each([
    ['fr', 'marrakech train', 'Gare de Marrakech, Marrakech'],
    ['fr', 'hassan ii mosque', 'Mosquée Hassan II, Casablanca'],
    ['es', 'immaculate conception', 'Iglesia de la Purísima Concepción, Tánger'],
    // No German name marked for the station: its English one, in the city's German name.
    ['de', 'marrakech train', 'Marrakech Train Station, Marrakesch'],
    ['de', 'koutoubia', 'Koutoubia-Moschee, Marrakesch'],
    ['de', 'hassan ii mosque', 'Moschee Hassan II., Casablanca'],
    ['de', 'jemaa', 'Djemaa el Fna, Marrakesch'],
    ['es', 'bab boujloud', 'Bab Boujloud, Fez'],
    ['es', 'koutoubia', 'Mezquita Kutubía, Marrakech'],
    ['en', 'gare de marrakech', 'Marrakech Train Station, Marrakech'],
    ['fr', 'jemaa', 'Jemaa el-Fna, Marrakech'],
  ] as const)('names the first suggestion in %s for %j: %s', async (lang, input, description) => {
    const [first] = await places.autocomplete(input, { lang });
    expect(first?.description).toBe(description);
  });
});

describe('embedded places: resolve', () => {
  it('resolves a placeId to its coordinates, city and Arabic name', async () => {
    expect(await places.resolve('fes:bab-boujloud')).toEqual({
      placeId: 'fes:bab-boujloud',
      name: 'Bab Boujloud',
      formattedAddress: 'Bab Boujloud, Fès',
      location: { lat: 34.0617, lng: -4.9838 },
      city: 'Fès',
      nameAr: 'باب بوجلود',
      addressFr: 'Bab Boujloud, Fès',
    });
  });

  it('names the place for the driver in French whatever the visitor’s language, the city in French', async () => {
    const bahia = await places.resolve('marrakech:bahia-palace', { lang: 'de' });
    expect(bahia).toMatchObject({ formattedAddress: 'Bahia-Palast, Marrakesch' });
    expect(bahia?.addressFr).toBe('Palais de la Bahia, Marrakech');
    // No French name marked: the local name the place is known by; Tangier as the French write it.
    expect((await places.resolve('fes:bab-boujloud', { lang: 'es' }))?.addressFr).toBe('Bab Boujloud, Fès');
    expect((await places.resolve('tangier:grand-socco', { lang: 'de' }))?.addressFr).toBe('Grand Socco, Tanger');
  });

  it.each([
    ['Jemaa el-Fna, Marrakech', 'marrakech:jemaa-el-fna'],
    ['jamaa lfna', 'marrakech:jemaa-el-fna'],
    ['marrakech airport', 'marrakech:menara-airport'],
    ['  hotel la mamounia ', 'marrakech:la-mamounia'],
  ])('resolves free text %j to its best match', async (text, placeId) => {
    expect((await places.resolve(text))?.placeId).toBe(placeId);
  });

  it('names a placeId or typed text in the visitor’s language when the gazetteer marks that spelling', async () => {
    const byId = await places.resolve('marrakech:menara-airport', { lang: 'fr' });
    expect(byId).toMatchObject({
      name: 'Aéroport Marrakech-Ménara',
      formattedAddress: 'Aéroport Marrakech-Ménara, Marrakech',
    });
    expect((await places.resolve('marrakech train station', { lang: 'fr' }))?.formattedAddress).toBe(
      'Gare de Marrakech, Marrakech',
    );
    // No German spelling is marked for the station: the display name, in the city's German name.
    expect((await places.resolve('gare de marrakech', { lang: 'de' }))?.formattedAddress).toBe(
      'Marrakech Train Station, Marrakesch',
    );
    expect((await places.resolve('marrakech:menara-airport', { lang: 'de' }))?.formattedAddress).toBe(
      'Flughafen Marrakesch-Menara, Marrakesch',
    );
    // Typed in German, found by that spelling too; the city as the API reads it stays the display name.
    expect(await places.resolve('Saadier-Gräber', { lang: 'de' })).toMatchObject({
      placeId: 'marrakech:saadian-tombs',
      formattedAddress: 'Saadier-Gräber, Marrakesch',
      city: 'Marrakech',
    });
  });

  it.each(['', 'qwertyuiop asdfgh', 'marrakech:not-a-place-xyz'])('answers null for %j', async (text) => {
    expect(await places.resolve(text)).toBeNull();
  });
});

describe('embedded places: remembered searches', () => {
  const ESSAOUIRA = { lat: 31.5125, lng: -9.77 };

  it('answers a repeated search exactly as a fresh provider does, keyed by text, position and list size', async () => {
    const warm = createEmbeddedPlaces();
    const asks = [
      () => warm.resolve('bab doukkala', { near: JEMAA }),
      () => warm.resolve('bab doukkala', { near: ESSAOUIRA }),
      () => warm.resolve('bab doukkala'),
      () => warm.autocomplete('bab doukkala', { near: ESSAOUIRA }),
      () => warm.autocomplete('bab doukkala'),
    ];
    const first = await Promise.all(asks.map((ask) => ask()));
    const again = await Promise.all(asks.map((ask) => ask()));
    const fresh = createEmbeddedPlaces();
    expect(again).toEqual(first);
    expect(first).toEqual([
      await fresh.resolve('bab doukkala', { near: JEMAA }),
      await fresh.resolve('bab doukkala', { near: ESSAOUIRA }),
      await fresh.resolve('bab doukkala'),
      await fresh.autocomplete('bab doukkala', { near: ESSAOUIRA }),
      await fresh.autocomplete('bab doukkala'),
    ]);
    expect(first[0]).not.toEqual(first[1]);
  });

  it('hands each caller its own answer, so changing one cannot change the next', async () => {
    const warm = createEmbeddedPlaces();
    const predictions = await warm.autocomplete('jemaa');
    predictions.length = 0;
    const place = await warm.resolve('koutoubia');
    if (place) place.name = 'changed';
    expect(await warm.autocomplete('jemaa')).toEqual(await createEmbeddedPlaces().autocomplete('jemaa'));
    expect((await warm.resolve('koutoubia'))?.name).toBe('Koutoubia Mosque');
  });
});

describe('embedded places: reverse geocode', () => {
  it('names a gazetteer place within 300 m, with the city, prefecture and region', async () => {
    const result = await places.reverseGeocode({ lat: 31.6262, lng: -7.9885 });
    expect(result?.formattedAddress).toBe('Near Jemaa el-Fna, Marrakech');
    expect(result?.components).toContainEqual({ longName: 'Marrakech', types: ['locality', 'political'] });
    expect(result?.components).toContainEqual({
      longName: 'Marrakech',
      types: ['administrative_area_level_2', 'political'],
    });
    expect(result?.components).toContainEqual({
      longName: 'Marrakech-Safi',
      types: ['administrative_area_level_1', 'political'],
    });
  });

  it.each([
    [{ lat: 34.0617, lng: -4.9838 }, 'Near Bab Boujloud, Fès', 'Fès-Meknès'],
    [{ lat: 33.6083, lng: -7.6325 }, 'Near Hassan II Mosque, Casablanca', 'Casablanca-Settat'],
    [{ lat: 34.031, lng: -6.8365 }, 'Near Kasbah of the Udayas, Rabat', 'Rabat-Salé-Kénitra'],
    [{ lat: 35.7845, lng: -5.813 }, 'Near Grand Socco, Tangier', 'Tanger-Tétouan-Al Hoceïma'],
    [{ lat: 35.1686, lng: -5.2628 }, 'Near Plaza Uta el-Hammam, Chefchaouen', 'Tanger-Tétouan-Al Hoceïma'],
    [{ lat: 30.4305, lng: -9.6245 }, 'Near Agadir Oufella, Agadir', 'Souss-Massa'],
    [{ lat: 31.5093, lng: -9.7737 }, 'Near Port of Essaouira, Essaouira', 'Marrakech-Safi'],
  ])('%o -> %s', async (position, formattedAddress, region) => {
    const result = await places.reverseGeocode(position);
    expect(result?.formattedAddress).toBe(formattedAddress);
    expect(result?.components.find((c) => c.types.includes('administrative_area_level_1'))?.longName).toBe(
      region,
    );
  });

  it('falls back to the neighbourhood, then to the city', async () => {
    // 600 m north-west of the Gueliz spot, nothing of the gazetteer within 300 m.
    const inGueliz = await places.reverseGeocode({ lat: 31.64, lng: -8.016 });
    expect(inGueliz?.formattedAddress).toMatch(/, Marrakech$/);
    expect(inGueliz?.components[0]?.types).toContain('neighborhood');
    // Open land 9 km south-east of Jemaa el-Fna, still inside Marrakech's area.
    const outskirts = await places.reverseGeocode({ lat: 31.57, lng: -7.92 });
    expect(outskirts?.formattedAddress).toBe('Marrakech');
    expect(outskirts?.components[0]).toEqual({ longName: 'Marrakech', types: ['locality', 'political'] });
  });

  it.each([
    ['Meknès', { lat: 33.8935, lng: -5.5473 }],
    ['the Atlantic off Casablanca', { lat: 33.9, lng: -8.2 }],
    ['Paris', { lat: 48.8566, lng: 2.3522 }],
  ])('answers null outside the eight cities (%s)', async (_label, position) => {
    expect(await places.reverseGeocode(position)).toBeNull();
  });
});
