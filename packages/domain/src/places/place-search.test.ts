import { describe, expect, it } from 'vitest';
import type { GazetteerPlace } from './place';
import { createPlaceSearch, normaliseTerm } from './place-search';

// A few real gazetteer entries, enough to exercise ranking without depending on @mizan/data from the domain.
const PLACES: GazetteerPlace[] = [
  { id: 'marrakech:jemaa-el-fna', city: 'marrakech', kind: 'square', names: ['Jemaa el-Fna', 'Place Jemaa El Fna', 'Jamaa Lfna', 'Djemaa el Fna', 'Jemaa el Fnaa'], nameAr: 'ساحة جامع الفنا', lat: 31.6258, lng: -7.9892 },
  { id: 'marrakech:koutoubia', city: 'marrakech', kind: 'mosque', names: ['Koutoubia Mosque', 'Koutoubia', 'Mosquée Koutoubia'], nameAr: 'مسجد الكتبية', lat: 31.6237, lng: -7.9936 },
  { id: 'marrakech:train-station', city: 'marrakech', kind: 'train-station', names: ['Marrakech Train Station', 'Gare de Marrakech', 'Gare ONCF Marrakech'], nameAr: 'محطة القطار مراكش', lat: 31.6306, lng: -8.0158 },
  { id: 'marrakech:menara-airport', city: 'marrakech', kind: 'airport', names: ['Marrakech Menara Airport', 'Aéroport Marrakech-Ménara', 'RAK'], nameAr: 'مطار مراكش المنارة', lat: 31.6069, lng: -8.0363 },
  { id: 'marrakech:bab-doukkala', city: 'marrakech', kind: 'medina-gate', names: ['Bab Doukkala', 'Bab Dukkala'], nameAr: 'باب دكالة', lat: 31.6335, lng: -7.9985 },
  { id: 'essaouira:bab-doukkala', city: 'essaouira', kind: 'medina-gate', names: ['Bab Doukkala', 'Bab Doukkala Essaouira'], nameAr: 'باب دكالة', lat: 31.5165, lng: -9.765 },
  { id: 'fes:bab-boujloud', city: 'fes', kind: 'medina-gate', names: ['Bab Boujloud', 'Bab Bou Jeloud', 'Blue Gate'], nameAr: 'باب بوجلود', lat: 34.0617, lng: -4.9838 },
  { id: 'fes:train-station', city: 'fes', kind: 'train-station', names: ['Fès Train Station', 'Gare de Fès'], nameAr: 'محطة القطار فاس', lat: 34.047, lng: -4.9935 },
  { id: 'casablanca:ibn-rochd-hospital', city: 'casablanca', kind: 'hospital', names: ['CHU Ibn Rochd', 'Hôpital Ibn Rochd'], nameAr: 'المستشفى الجامعي ابن رشد', lat: 33.577, lng: -7.6195 },
  { id: 'chefchaouen:spanish-mosque', city: 'chefchaouen', kind: 'mosque', names: ['Spanish Mosque', 'Jemaa Bouzafar'], nameAr: 'المسجد الإسباني', lat: 35.1705, lng: -5.254 },
];

const search = createPlaceSearch(PLACES);
const ids = (query: string, near?: { lat: number; lng: number }) => search.search(query, { near }).map((m) => m.place.id);

describe('normaliseTerm', () => {
  it.each([
    ['Ménara', 'menara'],
    ['AÉROPORT', 'aeroport'],
    ['el', null],
    ['de', null],
    ['R’cif', 'rcif'],
    ['...', null],
    ['مطارُ', 'مطار'],
    ['أكادير', 'اكادير'],
  ])('%s -> %s', (term, expected) => {
    expect(normaliseTerm(term)).toBe(expected);
  });
});

describe('place search: the first result', () => {
  it.each([
    ['jemaa', 'marrakech:jemaa-el-fna'],
    ['jamaa lfna', 'marrakech:jemaa-el-fna'],
    ['djemaa', 'marrakech:jemaa-el-fna'],
    ['JEMAA EL FNA', 'marrakech:jemaa-el-fna'],
    ['fna jemaa', 'marrakech:jemaa-el-fna'],
    ['place djemaa el-fna marrakech', 'marrakech:jemaa-el-fna'],
    ['جامع الفنا', 'marrakech:jemaa-el-fna'],
    ['koutobia', 'marrakech:koutoubia'],
    ['mosquee koutoubia', 'marrakech:koutoubia'],
    ['gare marrakech', 'marrakech:train-station'],
    ['marrakesh train', 'marrakech:train-station'],
    ['aeroport menara', 'marrakech:menara-airport'],
    ['airport marrakech', 'marrakech:menara-airport'],
    ['bab boujloud', 'fes:bab-boujloud'],
    ['bab boujeloud', 'fes:bab-boujloud'],
    ['gare fez', 'fes:train-station'],
    ['hopital ibn rochd', 'casablanca:ibn-rochd-hospital'],
    ['hospital casa', 'casablanca:ibn-rochd-hospital'],
    ['spanish mosque', 'chefchaouen:spanish-mosque'],
    // The kind in the visitor's other languages: Spanish and German.
    ['aeropuerto marrakech', 'marrakech:menara-airport'],
    ['Flughafen Marrakesch', 'marrakech:menara-airport'],
    ['estación de tren fez', 'fes:train-station'],
    ['Bahnhof Fès', 'fes:train-station'],
    ['mezquita koutoubia', 'marrakech:koutoubia'],
    ['Koutoubia Moschee', 'marrakech:koutoubia'],
    ['jem', 'marrakech:jemaa-el-fna'],
  ])('%s -> %s', (query, expected) => {
    expect(ids(query)[0]).toBe(expected);
  });
});

describe('place search: ranking and limits', () => {
  it('ranks the gate of the visitor’s own city first when two cities share a name', () => {
    expect(ids('bab doukkala', { lat: 31.6258, lng: -7.9892 })).toEqual(['marrakech:bab-doukkala', 'essaouira:bab-doukkala']);
    expect(ids('bab doukkala', { lat: 31.5125, lng: -9.77 })).toEqual(['essaouira:bab-doukkala', 'marrakech:bab-doukkala']);
  });

  it('does not let nearness bury a clearly better match far away', () => {
    expect(ids('bab boujloud', { lat: 31.6258, lng: -7.9892 })[0]).toBe('fes:bab-boujloud');
  });

  it('requires every word when some place has them all', () => {
    expect(ids('koutoubia mosque')).toEqual(['marrakech:koutoubia']);
  });

  it('falls back to places matching at least half of the words', () => {
    expect(ids('koutoubia zzzzqqq')).toEqual(['marrakech:koutoubia']);
    expect(ids('koutoubia zzzzqqq wwwwxxx')).toEqual([]);
  });

  it.each(['', '   ', 'de la', 'xyzzy qwerty', '!!!'])('finds nothing for %j', (query) => {
    expect(ids(query)).toEqual([]);
  });

  it('returns each place once, at most `limit` of them', () => {
    expect(search.search('bab', { limit: 2 })).toHaveLength(2);
    const found = ids('bab');
    expect(new Set(found).size).toBe(found.length);
  });

  it('looks places up by id', () => {
    expect(search.byId('fes:bab-boujloud')?.names[0]).toBe('Bab Boujloud');
    expect(search.byId('fes:nowhere')).toBeUndefined();
  });
});
