import { describe, expect, it } from 'vitest';
import { CITY_SLUGS } from '@mizan/domain/places/city';
import { PLACE_KINDS, placeName } from '@mizan/domain/places/place';
import { cityAt } from './city-areas';
import { GAZETTEER, GAZETTEER_BY_CITY } from './gazetteer';

// Morocco without the Sahara provinces, which hold none of our cities: a coarse box to catch swapped lat/lng.
const inMorocco = (lat: number, lng: number) => lat > 27.6 && lat < 36 && lng > -13.2 && lng < -1;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const KINDS = new Set<string>(PLACE_KINDS);

describe('gazetteer data', () => {
  it('holds several hundred places over the eight cities', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(310);
    for (const city of CITY_SLUGS) expect(GAZETTEER_BY_CITY[city].length, city).toBeGreaterThanOrEqual(15);
  });

  it('has unique ids of the form <city>:<slug>', () => {
    const ids = GAZETTEER.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of GAZETTEER) expect(p.id).toMatch(new RegExp(`^${p.city}:[a-z0-9]+(-[a-z0-9]+)*$`));
  });

  it.each(CITY_SLUGS)('has an airport or a bus station in %s', (city) => {
    expect(GAZETTEER_BY_CITY[city].some((p) => p.kind === 'airport' || p.kind === 'bus-station')).toBe(true);
  });

  it.each(GAZETTEER.map((p) => [p.id, p] as const))('%s is well formed and lies inside its city', (_id, p) => {
    expect(KINDS.has(p.kind)).toBe(true);
    expect(p.names.every((n) => n.trim().length > 0 && n === n.trim())).toBe(true);
    expect(new Set(p.names.map((n) => n.toLowerCase())).size).toBe(p.names.length);
    expect(p.nameAr).toMatch(ARABIC_LETTER);
    expect(p.nameAr).not.toMatch(/[A-Za-z]/);
    expect(inMorocco(p.lat, p.lng)).toBe(true);
    expect(cityAt(p)).toBe(p.city);
  });

  it('names in German only the places whose German name the author knows (2026-11-26, the medina 2026-11-25)', () => {
    const german = GAZETTEER.filter((p) => p.nameIn?.de !== undefined).map((p) => [p.id, placeName(p, 'de')]);
    expect(Object.fromEntries(german)).toEqual({
      'marrakech:menara-airport': 'Flughafen Marrakesch-Menara',
      'marrakech:jemaa-el-fna': 'Djemaa el Fna',
      'marrakech:koutoubia': 'Koutoubia-Moschee',
      'marrakech:bahia-palace': 'Bahia-Palast',
      'marrakech:el-badi-palace': 'El-Badi-Palast',
      'marrakech:saadian-tombs': 'Saadier-Gräber',
      'marrakech:medina': 'Medina von Marrakesch',
      'fes:fes-saiss-airport': 'Flughafen Fès-Saïss',
      'fes:bou-inania-madrasa': 'Medersa Bou Inania',
      'casablanca:mohammed-v-airport': 'Flughafen Casablanca Mohammed V',
      'casablanca:hassan-ii-mosque': 'Moschee Hassan II.',
      'rabat:rabat-sale-airport': 'Flughafen Rabat-Salé',
      'rabat:hassan-tower': 'Hassan-Turm',
      'rabat:mausoleum-mohammed-v': 'Mausoleum Mohammed V.',
      'rabat:kasbah-oudayas': 'Kasbah der Udayas',
      'essaouira:mogador-airport': 'Flughafen Essaouira-Mogador',
      'agadir:al-massira-airport': 'Flughafen Agadir-Al Massira',
      'tangier:ibn-battouta-airport': 'Flughafen Tanger-Ibn Battouta',
    });
  });

  it('names in Spanish the places whose Spanish name the author knows (2026-11-26 and 2026-11-25) and Tangier’s two', () => {
    const spanish = GAZETTEER.filter((p) => p.nameIn?.es !== undefined).map((p) => [p.id, placeName(p, 'es')]);
    expect(Object.fromEntries(spanish)).toMatchObject({
      'marrakech:menara-airport': 'Aeropuerto de Marrakech-Menara',
      'marrakech:koutoubia': 'Mezquita Kutubía',
      'marrakech:bahia-palace': 'Palacio de la Bahía',
      'marrakech:saadian-tombs': 'Tumbas saadíes',
      'marrakech:majorelle-garden': 'Jardín Majorelle',
      'marrakech:medina': 'Medina de Marrakech',
      'rabat:mausoleum-mohammed-v': 'Mausoleo de Mohammed V',
      'marrakech:ben-youssef-madrasa': 'Madrasa Ben Youssef',
      'casablanca:mohammed-v-airport': 'Aeropuerto Mohammed V',
      'casablanca:hassan-ii-mosque': 'Mezquita Hassan II',
      'rabat:rabat-sale-airport': 'Aeropuerto de Rabat-Salé',
      'rabat:hassan-tower': 'Torre Hassan',
      'fes:fes-saiss-airport': 'Aeropuerto de Fez-Saïss',
      'fes:bou-inania-madrasa': 'Madrasa Bou Inania',
      'fes:fes-el-bali': 'Fes el Bali',
      'agadir:al-massira-airport': 'Aeropuerto de Agadir-Al Massira',
      'tangier:ibn-battouta-airport': 'Aeropuerto de Tánger-Ibn Battuta',
    });
    expect(spanish).toHaveLength(19);
  });

  it('marks a language’s name only by the index of an existing spelling other than the English first', () => {
    const marked = GAZETTEER.filter((p) => p.nameIn);
    expect(marked.length).toBeGreaterThan(0);
    for (const p of marked) {
      for (const index of Object.values(p.nameIn ?? {})) {
        expect(Number.isInteger(index) && index > 0 && index < p.names.length, p.id).toBe(true);
      }
    }
  });
});
