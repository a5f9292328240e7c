/**
 * The places the provider fakes know: real names and coordinates (OpenStreetMap), plus one real place
 * outside Morocco that shares a Moroccan name, so the adapters' Morocco filter is exercised. The ids
 * (`osmId`, `googleId`) are fixture values for the fakes, not the providers' real identifiers.
 */
export interface FakePlace {
  osmType: 'N' | 'W' | 'R';
  osmId: number;
  googleId: string;
  name: string;
  nameAr: string | null;
  street: string | null;
  city: string;
  county: string;
  state: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
}

export const FAKE_PLACES: readonly FakePlace[] = [
  {
    osmType: 'W',
    osmId: 100001,
    googleId: 'fixture-jemaa-el-fna',
    name: 'Jemaa el-Fna',
    nameAr: 'ساحة جامع الفنا',
    street: null,
    city: 'Marrakesh',
    county: 'Pachalik de Marrakech',
    state: 'Marrakech-Safi',
    country: 'Morocco',
    countryCode: 'MA',
    lat: 31.6258,
    lng: -7.9891,
  },
  {
    osmType: 'N',
    osmId: 100002,
    googleId: 'fixture-koutoubia',
    name: 'Koutoubia Mosque',
    nameAr: 'مسجد الكتبية',
    street: 'Avenue Mohammed V',
    city: 'Marrakesh',
    county: 'Pachalik de Marrakech',
    state: 'Marrakech-Safi',
    country: 'Morocco',
    countryCode: 'MA',
    lat: 31.6237,
    lng: -7.9937,
  },
  {
    osmType: 'W',
    osmId: 100003,
    googleId: 'fixture-menara-airport',
    name: 'Marrakesh Menara Airport',
    nameAr: 'مطار مراكش المنارة',
    street: null,
    city: 'Marrakesh',
    county: 'Pachalik de Marrakech',
    state: 'Marrakech-Safi',
    country: 'Morocco',
    countryCode: 'MA',
    lat: 31.6069,
    lng: -8.0363,
  },
  {
    osmType: 'W',
    osmId: 100004,
    googleId: 'fixture-hassan-ii-mosque',
    name: 'Hassan II Mosque',
    nameAr: 'مسجد الحسن الثاني',
    street: 'Boulevard de la Corniche',
    city: 'Casablanca',
    county: 'Préfecture de Casablanca',
    state: 'Casablanca-Settat',
    country: 'Morocco',
    countryCode: 'MA',
    lat: 33.6083,
    lng: -7.6328,
  },
  {
    osmType: 'R',
    osmId: 100005,
    googleId: 'fixture-casablanca-chile',
    name: 'Casablanca',
    nameAr: null,
    street: null,
    city: 'Casablanca',
    county: 'Provincia de Valparaíso',
    state: 'Valparaíso Region',
    country: 'Chile',
    countryCode: 'CL',
    lat: -33.3194,
    lng: -71.4079,
  },
  {
    osmType: 'N',
    osmId: 100006,
    googleId: 'fixture-bab-bou-jeloud',
    name: 'Bab Bou Jeloud',
    nameAr: 'باب بوجلود',
    street: null,
    city: 'Fes',
    county: 'Préfecture de Fès',
    state: 'Fès-Meknès',
    country: 'Morocco',
    countryCode: 'MA',
    lat: 34.0617,
    lng: -4.9838,
  },
];

/** Case- and accent-insensitive "every word of the query appears in the name or city", as a geocoder would. */
export function matchFakePlaces(query: string): FakePlace[] {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = fold(query).split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  return FAKE_PLACES.filter((place) => {
    const haystack = fold(`${place.name} ${place.city} ${place.country}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The fixture place closest to a point, within `maxKm`; null over the sea or far from every fixture. */
export function nearestFakePlace(lat: number, lng: number, maxKm = 5): FakePlace | null {
  let best: FakePlace | null = null;
  let bestKm = maxKm;
  for (const place of FAKE_PLACES) {
    // Equirectangular distance: exact enough to pick the nearest of a handful of fixtures.
    const x = (place.lng - lng) * Math.cos((((place.lat + lat) / 2) * Math.PI) / 180);
    const km = Math.hypot(x, place.lat - lat) * 111.2;
    if (km <= bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best;
}
