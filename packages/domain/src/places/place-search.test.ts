import { describe, expect, it } from 'vitest';
import type { GazetteerPlace } from './place';
import { createPlaceSearch, normaliseTerm } from './place-search';

// A few real gazetteer entries, enough to exercise ranking without depending on @mizan/data from the domain.
const PLACES: GazetteerPlace[] = [
  {
    id: 'marrakech:jemaa-el-fna',
    city: 'marrakech',
    kind: 'square',
    names: ['Jemaa el-Fna', 'Place Jemaa El Fna', 'Jamaa Lfna', 'Djemaa el Fna', 'Jemaa el Fnaa'],
    nameAr: 'ساحة جامع الفنا',
    lat: 31.6258,
    lng: -7.9892,
  },
  {
    id: 'marrakech:koutoubia',
    city: 'marrakech',
    kind: 'mosque',
    names: ['Koutoubia Mosque', 'Koutoubia', 'Mosquée Koutoubia'],
    nameAr: 'مسجد الكتبية',
    lat: 31.6237,
    lng: -7.9936,
  },
  {
    id: 'marrakech:train-station',
    city: 'marrakech',
    kind: 'train-station',
    names: ['Marrakech Train Station', 'Gare de Marrakech', 'Gare ONCF Marrakech'],
    nameAr: 'محطة القطار مراكش',
    lat: 31.6306,
    lng: -8.0158,
  },
  {
    id: 'marrakech:menara-airport',
    city: 'marrakech',
    kind: 'airport',
    names: ['Marrakech Menara Airport', 'Aéroport Marrakech-Ménara', 'RAK'],
    nameAr: 'مطار مراكش المنارة',
    lat: 31.6069,
    lng: -8.0363,
  },
  {
    id: 'marrakech:bab-doukkala',
    city: 'marrakech',
    kind: 'medina-gate',
    names: ['Bab Doukkala', 'Bab Dukkala'],
    nameAr: 'باب دكالة',
    lat: 31.6335,
    lng: -7.9985,
  },
  {
    id: 'essaouira:bab-doukkala',
    city: 'essaouira',
    kind: 'medina-gate',
    names: ['Bab Doukkala', 'Bab Doukkala Essaouira'],
    nameAr: 'باب دكالة',
    lat: 31.5165,
    lng: -9.765,
  },
  {
    id: 'fes:bab-boujloud',
    city: 'fes',
    kind: 'medina-gate',
    names: ['Bab Boujloud', 'Bab Bou Jeloud', 'Blue Gate'],
    nameAr: 'باب بوجلود',
    lat: 34.0617,
    lng: -4.9838,
  },
  {
    id: 'fes:train-station',
    city: 'fes',
    kind: 'train-station',
    names: ['Fès Train Station', 'Gare de Fès'],
    nameAr: 'محطة القطار فاس',
    lat: 34.047,
    lng: -4.9935,
  },
  {
    id: 'casablanca:ibn-rochd-hospital',
    city: 'casablanca',
    kind: 'hospital',
    names: ['CHU Ibn Rochd', 'Hôpital Ibn Rochd'],
    nameAr: 'المستشفى الجامعي ابن رشد',
    lat: 33.577,
    lng: -7.6195,
  },
  {
    id: 'chefchaouen:spanish-mosque',
    city: 'chefchaouen',
    kind: 'mosque',
    names: ['Spanish Mosque', 'Jemaa Bouzafar'],
    nameAr: 'المسجد الإسباني',
    lat: 35.1705,
    lng: -5.254,
  },
];

const search = createPlaceSearch(PLACES);
const ids = (query: string, near?: { lat: number; lng: number }) =>
  search.search(query, { near }).map((m) => m.place.id);

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
    expect(ids('bab doukkala', { lat: 31.6258, lng: -7.9892 })).toEqual([
      'marrakech:bab-doukkala',
      'essaouira:bab-doukkala',
    ]);
    expect(ids('bab doukkala', { lat: 31.5125, lng: -9.77 })).toEqual([
      'essaouira:bab-doukkala',
      'marrakech:bab-doukkala',
    ]);
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

// The three places the walk of 2026-11-25 found typed hotels priced as, as the gazetteer has them.
const LOOKALIKES: GazetteerPlace[] = [
  {
    id: 'casablanca:sofitel-tour-blanche',
    city: 'casablanca',
    kind: 'hotel',
    names: ['Sofitel Casablanca Tour Blanche', 'Sofitel Tour Blanche', 'Sofitel Casablanca'],
    nameAr: 'فندق سوفيتيل البرج الأبيض',
    lat: 33.5995,
    lng: -7.6145,
  },
  {
    id: 'fes:palais-jamai',
    city: 'fes',
    kind: 'hotel',
    names: ['Sofitel Fès Palais Jamaï', 'Palais Jamai', 'Hotel Palais Jamai'],
    nameAr: 'فندق قصر الجامعي',
    lat: 34.069167,
    lng: -4.974167,
  },
  {
    id: 'marrakech:riad-laarous',
    city: 'marrakech',
    kind: 'neighbourhood',
    names: ['Riad Laarous', 'Riad Laarouss', 'Riad Zitoun Laarous'],
    nameAr: 'رياض العروس',
    lat: 31.6335,
    lng: -7.9935,
  },
];

describe('place search: resolving a typed text that was not picked', () => {
  const strict = createPlaceSearch([...PLACES, ...LOOKALIKES]);
  const resolved = (query: string, near?: { lat: number; lng: number }) =>
    strict.resolve(query, { near })?.id;

  it.each([
    ['jemaa el fna', 'marrakech:jemaa-el-fna'],
    ['djemaa el fna', 'marrakech:jemaa-el-fna'],
    ['Jemaa el-Fna, Marrakech', 'marrakech:jemaa-el-fna'],
    ['gare marrakech', 'marrakech:train-station'],
    ['bab boujloud', 'fes:bab-boujloud'],
    ['bab boujeloud', 'fes:bab-boujloud'],
    ['koutobia', 'marrakech:koutoubia'],
    ['palais jamai', 'fes:palais-jamai'],
    ['hotel palais jamai fes', 'fes:palais-jamai'],
    ['sofitel tour blanche', 'casablanca:sofitel-tour-blanche'],
    ['riad laarous', 'marrakech:riad-laarous'],
    ['ساحة جامع الفنا', 'marrakech:jemaa-el-fna'],
  ])('prices %j as %s', (query, expected) => {
    expect(resolved(query)).toBe(expected);
  });

  it.each([
    // A typo-near word ("four" ~ "tour") and the city.
    'Four Seasons Casablanca',
    // A kind word alone ("hotel") matched half of the words before.
    'Hotel Sahrai',
    // A generic word of another place's name ("riad").
    'Riad Yasmine',
    // Part of another place's name.
    'Sofitel Fes Saiss',
    'Sofitel Rabat',
    // Generic words and a city only.
    'hotel casablanca',
    'riad marrakech',
    'palace fes',
    'casablanca',
    // A prefix is a suggestion, not a place.
    'jem',
    // A known place with a word it does not have.
    'koutoubia zzzzqqq',
  ])('prices %j as no place', (query) => {
    expect(resolved(query)).toBeUndefined();
  });

  it('still suggests the near matches of a text it does not price', () => {
    expect(strict.search('Four Seasons Casablanca').map((m) => m.place.id)).toContain(
      'casablanca:sofitel-tour-blanche',
    );
    expect(strict.search('Riad Yasmine').map((m) => m.place.id)).toContain('marrakech:riad-laarous');
  });

  it('picks, among places a text names in several cities, the one near the visitor', () => {
    expect(resolved('bab doukkala', { lat: 31.6258, lng: -7.9892 })).toBe('marrakech:bab-doukkala');
    expect(resolved('bab doukkala', { lat: 31.5125, lng: -9.77 })).toBe('essaouira:bab-doukkala');
  });

  it("prices a kind named alone as the visitor's city's only place of that kind, and nothing without a position", () => {
    const marrakech = { lat: 31.6258, lng: -7.9892 };
    expect(resolved('airport', marrakech)).toBe('marrakech:menara-airport');
    expect(resolved('Aéroport', marrakech)).toBe('marrakech:menara-airport');
    expect(resolved('Flughafen', marrakech)).toBe('marrakech:menara-airport');
    expect(resolved('gare', marrakech)).toBe('marrakech:train-station');
    expect(resolved('train station', marrakech)).toBe('marrakech:train-station');
    expect(resolved('Bahnhof', { lat: 34.0331, lng: -5.0003 })).toBe('fes:train-station');
    expect(resolved('airport')).toBeUndefined();
    // Fès has no airport in this list: the Marrakech one is not Fès's.
    expect(resolved('airport', { lat: 34.0331, lng: -5.0003 })).toBeUndefined();
    // A city's hotels or bus stations, even where this list has one: which one is not said.
    expect(resolved('hotel', { lat: 33.5995, lng: -7.6145 })).toBeUndefined();
    expect(resolved('bus station', marrakech)).toBeUndefined();
  });

  it('prices a name shortened to its first words, typed whole ("jemaa", "the Djemaa"), as that place', () => {
    expect(resolved('jemaa')).toBe('marrakech:jemaa-el-fna');
    expect(resolved('the Djemaa')).toBe('marrakech:jemaa-el-fna');
    expect(resolved('jemaa marrakech')).toBe('marrakech:jemaa-el-fna');
    // Chefchaouen's mosque starts the same way in another city: the visitor's position picks, as for Bab Doukkala.
    expect(resolved('jemaa', { lat: 35.1688, lng: -5.2636 })).toBe('chefchaouen:spanish-mosque');
  });

  it('prices no shortened name that is cut within a word, has a typo, is a common start, or starts two places of a city', () => {
    const withTwins = createPlaceSearch([
      ...PLACES,
      {
        id: 'marrakech:ben-youssef-madrasa',
        city: 'marrakech',
        kind: 'museum',
        names: ['Ben Youssef Madrasa', 'Médersa Ben Youssef', 'Madrasa Ben Youssef', 'Medersa Ibn Youssef'],
        nameAr: 'مدرسة ابن يوسف',
        lat: 31.6318,
        lng: -7.9862,
      },
      {
        id: 'marrakech:ben-youssef-mosque',
        city: 'marrakech',
        kind: 'mosque',
        names: ['Ben Youssef Mosque', 'Mosquée Ben Youssef'],
        nameAr: 'مسجد ابن يوسف',
        lat: 31.6314,
        lng: -7.987,
      },
    ]);
    expect(resolved('jema')).toBeUndefined();
    expect(resolved('jemma')).toBeUndefined();
    // Only the last name word typed: a name is shortened from its start.
    expect(resolved('fna')).toBeUndefined();
    expect(withTwins.resolve('ben')?.id).toBeUndefined();
    expect(withTwins.resolve('ben youssef madrasa')?.id).toBe('marrakech:ben-youssef-madrasa');
    expect(withTwins.resolve('mosquée ben youssef')?.id).toBe('marrakech:ben-youssef-mosque');
    // 'mosque' is a kind word and 'madrasa' a generic building word, so "Ben Youssef" states both names whole: the
    // ranking picks, and the madrasa, the sight (more spellings: asked for more), comes first.
    expect(withTwins.resolve('ben youssef')?.id).toBe('marrakech:ben-youssef-madrasa');
    expect(withTwins.resolve('ben youssef', { near: { lat: 31.6314, lng: -7.987 } })?.id).toBe(
      'marrakech:ben-youssef-madrasa',
    );
  });

  it('reads a typed word the gazetteer knows as it is, not as a typo of another word', () => {
    const withMarinas = createPlaceSearch([
      ...PLACES,
      {
        id: 'fes:old-mechouar',
        city: 'fes',
        kind: 'square',
        names: ['Old Mechouar', 'Bab Makina'],
        nameAr: 'المشور القديم',
        lat: 34.0612,
        lng: -4.988,
      },
      {
        id: 'agadir:marina',
        city: 'agadir',
        kind: 'port',
        names: ['Marina d’Agadir', 'Agadir Marina'],
        nameAr: 'مارينا أكادير',
        lat: 30.4249,
        lng: -9.61285,
      },
    ]);
    const fes = { lat: 34.0331, lng: -5.0003 };
    // 'marina' is a word of the list (a kind word, Agadir's marina): not 'makina' mistyped.
    expect(withMarinas.resolve('marina', { near: fes })).toBeUndefined();
    expect(withMarinas.resolve('marina')).toBeUndefined();
    // A word the list does not know keeps its typo tolerance.
    expect(withMarinas.resolve('bab makena', { near: fes })?.id).toBe('fes:old-mechouar');
    expect(withMarinas.resolve('bab makina', { near: fes })?.id).toBe('fes:old-mechouar');
    expect(withMarinas.resolve('agadir marina')?.id).toBe('agadir:marina');
  });

  it('reads a text naming no city near a position in the position’s city, when its own place is elsewhere', () => {
    // The rows as the gazetteer writes them: Marrakech's medina is plain "Médina", Rabat's always has the city.
    const medinas = createPlaceSearch([
      {
        id: 'marrakech:medina',
        city: 'marrakech',
        kind: 'neighbourhood',
        names: ['Medina of Marrakech', 'Marrakech Medina', 'Médina', 'Old town'],
        nameAr: 'المدينة القديمة',
        lat: 31.629444,
        lng: -7.981111,
      },
      {
        id: 'rabat:medina',
        city: 'rabat',
        kind: 'neighbourhood',
        names: ['Medina of Rabat', 'Médina de Rabat', 'Old Medina Rabat', 'Rabat Medina'],
        nameAr: 'المدينة القديمة',
        lat: 34.02542,
        lng: -6.8359,
      },
      {
        id: 'rabat:rabat-ville-station',
        city: 'rabat',
        kind: 'train-station',
        names: ['Rabat-Ville Station', 'Gare Rabat-Ville'],
        nameAr: 'محطة الرباط المدينة',
        lat: 34.0139,
        lng: -6.8353,
      },
    ]);
    const rabatStation = { lat: 34.0139, lng: -6.8353 };
    expect(medinas.resolve('medina')?.id).toBe('marrakech:medina');
    expect(medinas.resolve('medina', { near: rabatStation })?.id).toBe('rabat:medina');
    expect(medinas.resolve('medina', { near: { lat: 31.6258, lng: -7.9892 } })?.id).toBe('marrakech:medina');
    // A text that names its city is read as written, wherever the position.
    expect(medinas.resolve('medina marrakech', { near: rabatStation })?.id).toBe('marrakech:medina');
  });

  it('reads a spelling’s city and kind words typed in another language’s words for them', () => {
    const rows = createPlaceSearch([
      {
        id: 'tangier:port-tanger-ville',
        city: 'tangier',
        kind: 'port',
        names: ['Port of Tanger Ville', 'Port Tanger Ville', 'Tangier ferry port', 'Tangier port'],
        nameAr: 'ميناء طنجة المدينة',
        lat: 35.7858,
        lng: -5.8119,
      },
      {
        id: 'essaouira:bus-station',
        city: 'essaouira',
        kind: 'bus-station',
        names: ['Essaouira Bus Station', 'Gare Routière Essaouira', 'Gare routière'],
        nameAr: 'المحطة الطرقية الصويرة',
        lat: 31.5149,
        lng: -9.7631,
      },
      {
        id: 'chefchaouen:bus-station',
        city: 'chefchaouen',
        kind: 'bus-station',
        names: ['Chefchaouen Bus Station', 'CTM Chefchaouen'],
        nameAr: 'المحطة الطرقية شفشاون',
        lat: 35.1667,
        lng: -5.2744,
      },
    ]);
    for (const typed of ['port de tanger', 'tanger port', 'puerto tanger', 'Hafen Tanger'])
      expect(rows.resolve(typed)?.id, typed).toBe('tangier:port-tanger-ville');
    expect(rows.resolve('Busbahnhof Essaouira')?.id).toBe('essaouira:bus-station');
    // A kind word stands for one word of the spelling: "gare" is not "bus station".
    expect(rows.resolve('gare chefchaouen')).toBeUndefined();
    expect(rows.resolve('bus station chefchaouen')?.id).toBe('chefchaouen:bus-station');
    // A spelling of kind words alone is said in its own words only: "bus station" is not Essaouira's "Gare routière".
    expect(rows.resolve('bus station')).toBeUndefined();
  });

  it('prices the place a text spells word for word over another it also states whole', () => {
    // Rabat's rows as the gazetteer writes them: "agdal rabat" states both whole, in either order.
    const rabat = createPlaceSearch([
      {
        id: 'rabat:rabat-agdal-station',
        city: 'rabat',
        kind: 'train-station',
        names: ['Rabat-Agdal Station', 'Gare Rabat-Agdal', 'Rabat Agdal', 'Gare Agdal'],
        nameAr: 'محطة الرباط أكدال',
        lat: 34.00123,
        lng: -6.85735,
      },
      {
        id: 'rabat:agdal',
        city: 'rabat',
        kind: 'neighbourhood',
        names: ['Agdal', 'Agdal Rabat', 'Quartier Agdal'],
        nameAr: 'أكدال',
        lat: 34.00861,
        lng: -6.84139,
      },
    ]);
    expect(rabat.resolve('agdal rabat')?.id).toBe('rabat:agdal');
    expect(rabat.resolve('Agdal, Rabat')?.id).toBe('rabat:agdal');
    expect(rabat.resolve('rabat agdal')?.id).toBe('rabat:rabat-agdal-station');
    expect(rabat.resolve('gare agdal')?.id).toBe('rabat:rabat-agdal-station');
  });

  it('prices a kind named with a city in any of the four languages as that city’s only one', () => {
    expect(resolved('aeropuerto Marrakech')).toBe('marrakech:menara-airport');
    expect(resolved('Flughafen Marrakesch')).toBe('marrakech:menara-airport');
    expect(resolved('Bahnhof Fes')).toBe('fes:train-station');
    // Two cities named: no one place.
    expect(resolved('airport marrakech fes')).toBeUndefined();
  });

  it('prices nothing for a text of stopwords or punctuation', () => {
    expect(resolved('de la')).toBeUndefined();
    expect(resolved('!!!')).toBeUndefined();
  });
});
