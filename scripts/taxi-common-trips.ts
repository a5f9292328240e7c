// npx tsx scripts/taxi-common-trips.ts
// Issue 17's ten common trips per city, typed as a tourist types them (in English and in French, with the
// shorthand people use) and sent through the real estimate route (`POST /api/taxi/estimate` on the full app with
// its embedded places and routing, as `buildTestApp` builds it for the route tests). Each row says whether both
// ends are the places meant, the road distance, the fare by day and at 23:30, the tariff and its citation, and the
// airport answer where one end is an airport; a second table checks each city's night window at 19:00, 20:30 and
// 23:30 local against the windows its sources give (ADR 018). Priced on Tuesday 24 November 2026 (UTC+1 in
// Morocco). Exits 1 when a row is wrong (a trip refused for a place the gazetteer lacks is listed apart), so it can be re-run after a gazetteer or tariff change.
import { GAZETTEER } from '@mizan/data/gazetteer';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import type { CitySlug } from '@mizan/domain/places/city';
import { haversineMeters } from '@mizan/domain/geo/distance';
import type { Language } from '@mizan/domain/text/language';
import { createEmbeddedPlaces } from '../apps/api/src/providers/places/embedded-places';
import { buildTestApp, givePass, newVisitor, postAs } from '../apps/api/test/helpers/test-app';

interface Trip {
  /** Gazetteer ids of the places meant. */
  ids: readonly [string, string];
  en: readonly [string, string];
  fr: readonly [string, string];
}

const trip = (from: string, to: string, en: [string, string], fr: [string, string]): Trip => ({
  ids: [from, to],
  en,
  fr,
});

// What a tourist types: the short form they read in a guide or hear, with or without the city, no accents.
const TRIPS: Record<CitySlug, readonly Trip[]> = {
  marrakech: [
    trip(
      'menara-airport',
      'jemaa-el-fna',
      ['marrakech airport', 'jemaa el fna'],
      ['aéroport marrakech', 'place jemaa el fna'],
    ),
    trip('jemaa-el-fna', 'menara-airport', ['jemaa', 'airport'], ['jamaa lfna', 'aeroport menara']),
    trip(
      'train-station',
      'jemaa-el-fna',
      ['marrakech train station', 'djemaa el fna'],
      ['gare marrakech', 'jemaa el fna'],
    ),
    trip(
      'jemaa-el-fna',
      'majorelle-garden',
      ['jemaa el fna', 'majorelle garden'],
      ['place jemaa el fna', 'jardin majorelle'],
    ),
    trip('bab-doukkala', 'bahia-palace', ['bab doukkala', 'bahia palace'], ['bab doukkala', 'palais bahia']),
    trip(
      'koutoubia',
      'menara-gardens',
      ['koutoubia', 'menara gardens'],
      ['la koutoubia', 'jardins de la menara'],
    ),
    trip('gueliz', 'jemaa-el-fna', ['gueliz', 'jemaa el fna'], ['gueliz', 'place jemaa el fna']),
    trip('la-mamounia', 'palmeraie', ['la mamounia', 'palmeraie'], ['hotel la mamounia', 'la palmeraie']),
    trip(
      'supratours',
      'bab-agnaou',
      ['supratours marrakech', 'bab agnaou'],
      ['gare supratours', 'bab agnaou'],
    ),
    trip(
      'hivernage',
      'ben-youssef-madrasa',
      ['hivernage', 'ben youssef madrasa'],
      ['hivernage', 'medersa ben youssef'],
    ),
  ],
  fes: [
    trip(
      'fes-saiss-airport',
      'bab-boujloud',
      ['fez airport', 'blue gate'],
      ['aeroport fes saiss', 'bab boujloud'],
    ),
    trip(
      'train-station',
      'bab-boujloud',
      ['fes train station', 'bab boujloud'],
      ['gare de fes', 'bab bou jeloud'],
    ),
    trip(
      'bab-boujloud',
      'train-station',
      ['bab boujloud', 'fez train station'],
      ['bab boujloud', 'gare fes'],
    ),
    trip('ctm-station', 'bab-boujloud', ['ctm fes', 'bab boujloud'], ['gare ctm fes', 'bab boujloud']),
    trip(
      'bab-guissa',
      'ville-nouvelle',
      ['bab guissa', 'new town fes'],
      ['bab guissa', 'ville nouvelle fes'],
    ),
    trip('place-rcif', 'train-station', ['rcif', 'fez train station'], ['place rcif', 'gare fes']),
    trip(
      'royal-palace',
      'bab-boujloud',
      ['royal palace fes', 'bab boujloud'],
      ['palais royal fes', 'bab boujloud'],
    ),
    trip('merinid-tombs', 'bab-ftouh', ['merinid tombs', 'bab ftouh'], ['tombeaux merinides', 'bab ftouh']),
    trip(
      'palais-jamai',
      'chouara-tannery',
      ['palais jamai', 'chouara tannery'],
      ['palais jamai', 'tannerie chouara'],
    ),
    trip('borj-sud', 'train-station', ['borj sud', 'fez train station'], ['borj sud', 'gare de fes']),
  ],
  casablanca: [
    trip(
      'mohammed-v-airport',
      'hassan-ii-mosque',
      ['casablanca airport', 'hassan 2 mosque'],
      ['aeroport mohammed v', 'mosquee hassan II'],
    ),
    trip(
      'casa-voyageurs',
      'hassan-ii-mosque',
      ['casa voyageurs', 'hassan ii mosque'],
      ['gare casa voyageurs', 'mosquee hassan 2'],
    ),
    trip(
      'casa-port',
      'ain-diab-beach',
      ['casa port', 'ain diab beach'],
      ['gare casa port', 'plage ain diab'],
    ),
    trip(
      'place-mohammed-v',
      'morocco-mall',
      ['mohammed v square', 'morocco mall'],
      ['place mohammed v casablanca', 'morocco mall'],
    ),
    trip('old-medina', 'habous', ['old medina', 'habous'], ['ancienne medina', 'quartier habous']),
    trip(
      'hassan-ii-mosque',
      'ricks-cafe',
      ['hassan 2 mosque', 'ricks cafe'],
      ['mosquee hassan 2', 'rick’s café'],
    ),
    trip(
      'casa-voyageurs',
      'place-des-nations-unies',
      ['casa voyageurs', 'united nations square'],
      ['gare casa voyageurs', 'place des nations unies'],
    ),
    trip(
      'hyatt-regency',
      'ain-diab',
      ['hyatt regency casablanca', 'ain diab'],
      ['hotel hyatt casablanca', 'la corniche'],
    ),
    trip(
      'ctm-station',
      'marche-central',
      ['ctm casablanca', 'central market casablanca'],
      ['gare ctm casablanca', 'marche central'],
    ),
    trip('casa-oasis', 'twin-center', ['casa oasis', 'twin center'], ['gare oasis', 'twin center']),
  ],
  rabat: [
    trip(
      'rabat-sale-airport',
      'rabat-ville-station',
      ['rabat airport', 'rabat ville station'],
      ['aeroport rabat sale', 'gare rabat ville'],
    ),
    trip(
      'rabat-ville-station',
      'kasbah-oudayas',
      ['rabat ville', 'kasbah of the udayas'],
      ['gare rabat ville', 'kasbah des oudayas'],
    ),
    trip(
      'rabat-agdal-station',
      'hassan-tower',
      ['rabat agdal station', 'hassan tower'],
      ['gare rabat agdal', 'tour hassan'],
    ),
    trip('bab-el-had', 'chellah', ['bab el had', 'chellah'], ['bab el had', 'chellah']),
    trip('hassan-tower', 'rabat-beach', ['hassan tower', 'rabat beach'], ['tour hassan', 'plage de rabat']),
    trip('medina', 'mmvi-museum', ['rabat medina', 'mohammed vi museum'], ['medina', 'musee mohammed vi']),
    trip(
      'mausoleum-mohammed-v',
      'bab-rouah',
      ['mausoleum mohammed v', 'bab rouah'],
      ['mausolee mohammed v', 'bab rouah'],
    ),
    trip('sale-medina', 'hassan-tower', ['sale medina', 'hassan tower'], ['medina de sale', 'tour hassan']),
    trip(
      'hotel-balima',
      'kasbah-oudayas',
      ['hotel balima', 'oudayas'],
      ['hotel balima', 'kasbah des oudayas'],
    ),
    trip('agdal', 'rue-des-consuls', ['agdal rabat', 'rue des consuls'], ['agdal rabat', 'rue des consuls']),
  ],
  agadir: [
    trip(
      'al-massira-airport',
      'secteur-touristique',
      ['agadir airport', 'hotel zone'],
      ['aeroport agadir', 'zone touristique'],
    ),
    trip(
      'secteur-touristique',
      'al-massira-airport',
      ['hotel zone agadir', 'agadir airport'],
      ['zone touristique', 'aeroport al massira'],
    ),
    trip('ctm-station', 'beach', ['ctm agadir', 'agadir beach'], ['gare ctm agadir', 'plage d’agadir']),
    trip('souk-el-had', 'beach', ['souk el had', 'agadir beach'], ['souk el had', 'corniche agadir']),
    trip(
      'marina',
      'agadir-oufella',
      ['agadir marina', 'agadir oufella'],
      ['marina d’agadir', 'kasbah agadir oufella'],
    ),
    trip('beach', 'souk-el-had', ['agadir beach', 'souk el had'], ['plage agadir', 'souk lhad']),
    trip('talborjt', 'marina', ['talborjt', 'agadir marina'], ['talborjt', 'marina agadir']),
    trip(
      'centre-ville',
      'vallee-des-oiseaux',
      ['agadir city centre', 'valley of the birds'],
      ['centre ville agadir', 'vallee des oiseaux'],
    ),
    trip('founty', 'marina', ['founty', 'agadir marina'], ['founty', 'marina d’agadir']),
    trip(
      'inezgane-bus-station',
      'secteur-touristique',
      ['inezgane bus station', 'hotel zone'],
      ['gare routiere inezgane', 'zone touristique'],
    ),
  ],
  tangier: [
    trip(
      'ibn-battouta-airport',
      'grand-socco',
      ['tangier airport', 'grand socco'],
      ['aeroport tanger', 'grand socco'],
    ),
    trip(
      'tanger-ville-station',
      'grand-socco',
      ['tangier train station', 'grand socco'],
      ['gare tanger ville', 'place du 9 avril'],
    ),
    trip(
      'port-tanger-ville',
      'kasbah',
      ['tangier ferry port', 'kasbah tangier'],
      ['port de tanger', 'kasbah'],
    ),
    trip('grand-socco', 'cap-spartel', ['grand socco', 'cap spartel'], ['grand socco', 'cap spartel']),
    trip(
      'place-de-france',
      'tanger-city-center',
      ['place de france', 'tanger city center'],
      ['place de france', 'tanger city center'],
    ),
    trip(
      'corniche-beach',
      'kasbah-museum',
      ['tangier beach', 'kasbah museum'],
      ['plage municipale tanger', 'musee de la kasbah'],
    ),
    trip(
      'el-minzah',
      'tanger-ville-station',
      ['el minzah', 'tangier train station'],
      ['hotel el minzah', 'gare tanger ville'],
    ),
    trip('malabata', 'grand-socco', ['malabata', 'grand socco'], ['malabata', 'grand socco']),
    trip(
      'caves-of-hercules',
      'grand-socco',
      ['caves of hercules', 'grand socco'],
      ['grottes d’hercule', 'grand socco'],
    ),
    trip('cafe-hafa', 'petit-socco', ['cafe hafa', 'petit socco'], ['cafe hafa', 'petit socco']),
  ],
  essaouira: [
    trip(
      'mogador-airport',
      'bab-marrakech',
      ['essaouira airport', 'bab marrakech'],
      ['aeroport essaouira', 'bab marrakech'],
    ),
    trip(
      'bus-station',
      'bab-marrakech',
      ['essaouira bus station', 'bab marrakech'],
      ['gare routiere essaouira', 'bab marrakech'],
    ),
    trip(
      'ctm-station',
      'place-moulay-hassan',
      ['ctm essaouira', 'moulay hassan square'],
      ['gare ctm essaouira', 'place moulay hassan'],
    ),
    trip(
      'bab-doukkala',
      'beach',
      ['bab doukkala essaouira', 'essaouira beach'],
      ['bab doukkala essaouira', 'plage d’essaouira'],
    ),
    trip('beach', 'bab-sbaa', ['essaouira beach', 'bab sbaa'], ['plage essaouira', 'bab sbaa']),
    trip('diabat', 'bab-marrakech', ['diabat', 'bab marrakech'], ['diabat', 'bab marrakech']),
    trip(
      'medina-thalassa',
      'bus-station',
      ['medina thalassa', 'essaouira bus station'],
      ['hotel atlas essaouira', 'gare routiere'],
    ),
    trip('heure-bleue', 'beach', ['heure bleue', 'essaouira beach'], ['l’heure bleue', 'plage essaouira']),
    trip('port', 'skala-de-la-ville', ['essaouira port', 'skala de la ville'], ['port de peche', 'skala']),
    trip(
      'bab-el-mersa',
      'mogador-airport',
      ['bab el mersa', 'mogador airport'],
      ['porte de la marine', 'aeroport essaouira'],
    ),
  ],
  chefchaouen: [
    trip(
      'bus-station',
      'outa-el-hammam',
      ['chefchaouen bus station', 'uta el hammam'],
      ['gare routiere chefchaouen', 'place outa el hammam'],
    ),
    trip(
      'bus-station',
      'bab-el-ain',
      ['chaouen bus station', 'bab el ain'],
      ['ctm chefchaouen', 'bab el ain'],
    ),
    trip(
      'place-mohammed-v',
      'ras-el-maa',
      ['mohammed v square chefchaouen', 'ras el maa'],
      ['place mohammed v chefchaouen', 'ras el maa'],
    ),
    trip(
      'bab-souk',
      'bus-station',
      ['bab souk', 'chefchaouen bus station'],
      ['bab souk', 'gare routiere chefchaouen'],
    ),
    trip(
      'parador',
      'bus-station',
      ['parador chefchaouen', 'chefchaouen bus station'],
      ['hotel parador', 'ctm chefchaouen'],
    ),
    trip(
      'ville-nouvelle',
      'bab-onsar',
      ['new town chefchaouen', 'bab onsar'],
      ['ville nouvelle chefchaouen', 'bab onsar'],
    ),
    trip(
      'spanish-mosque',
      'outa-el-hammam',
      ['spanish mosque', 'uta el hammam'],
      ['mosquee espagnole', 'outa el hammam'],
    ),
    trip(
      'plaza-el-majzen',
      'ville-nouvelle',
      ['plaza el majzen', 'new town chefchaouen'],
      ['place el makhzen', 'ville nouvelle chefchaouen'],
    ),
    trip(
      'souika',
      'place-mohammed-v',
      ['souika', 'mohammed v square chefchaouen'],
      ['souika', 'place mohammed v chefchaouen'],
    ),
    trip(
      'kasbah',
      'bus-station',
      ['kasbah chefchaouen', 'chefchaouen bus station'],
      ['kasbah chefchaouen', 'gare routiere chefchaouen'],
    ),
  ],
};

/** The tariff each city's card must name (Chefchaouen and Essaouira have none of their own). */
const TARIFF_NAME: Record<CitySlug, string> = {
  marrakech: 'Marrakech',
  fes: 'Fès',
  casablanca: 'Casablanca',
  rabat: 'Rabat',
  agadir: 'Agadir',
  tangier: 'Tangier',
  essaouira: 'Standard',
  chefchaouen: 'Standard',
};

// Local times in November (UTC+1), and whether each city's sources put them in its night window: Marrakech
// 20:00-06:00 October-April, Fès and Casablanca from 20:00, Agadir from the Maghreb prayer (18:38 on that
// November), Rabat, Tangier and the standard tariff from 21:00 (ADR 018).
const PROBES = [
  { local: '19:00', at: '2026-11-24T18:00:00Z', night: ['agadir'] },
  { local: '20:30', at: '2026-11-24T19:30:00Z', night: ['marrakech', 'fes', 'casablanca', 'agadir'] },
  { local: '23:30', at: '2026-11-24T22:30:00Z', night: Object.keys(TARIFF_NAME) },
] as const;
const DAY = new Date('2026-11-24T10:00:00Z');
const LATE = new Date('2026-11-24T22:30:00Z');

const AIRPORT_IATA: Record<string, string> = {
  'marrakech:menara-airport': 'RAK',
  'fes:fes-saiss-airport': 'FEZ',
  'casablanca:mohammed-v-airport': 'CMN',
  'rabat:rabat-sale-airport': 'RBA',
  'agadir:al-massira-airport': 'AGA',
  'tangier:ibn-battouta-airport': 'TNG',
  'essaouira:mogador-airport': 'ESU',
};

let clock = DAY;
const t = await buildTestApp('sqlite', { now: () => clock });
const visitor = await newVisitor(t.app);
// A pass holder, so the paywall never stops an estimate.
await givePass(t.app, visitor.identityId, DAY);

const places = createEmbeddedPlaces();
const gazetteer = new Map(GAZETTEER.map((p) => [p.id, p]));

async function estimate(at: Date, depart: string, arrivee: string, lang: Language) {
  clock = at;
  const response = await postAs(t.app, visitor, '/api/taxi/estimate', { depart, arrivee, lang });
  if (response.statusCode !== 200)
    return { error: `${response.statusCode} ${response.json<{ code: string }>().code}` };
  return { body: response.json<EstimateResponse>() };
}

async function expectedAddress(id: string, lang: Language): Promise<string> {
  const place = await places.resolve(id, { lang });
  if (!place) throw new Error(`no gazetteer place ${id}`);
  return place.formattedAddress;
}

const mad = (n: number) => n.toFixed(2);
/** What the card headlines: the airport's own price, the desk's, or the meter's band. */
function fareText(body: EstimateResponse): string {
  const fare = body.airport?.fare;
  if (fare?.kind === 'beyond-zones' || (fare?.kind === 'fixed' && fare.priceMad === null))
    return 'posted at desk';
  if (body.airport && body.range.low === body.range.high) return `${mad(body.prix)} airport price`;
  if (body.range.low === body.range.high) return `${mad(body.prix)} minimum`;
  return `${mad(body.prix)} (${mad(body.range.low)}-${mad(body.range.high)})`;
}

function airportText(body: EstimateResponse): string {
  const a = body.airport;
  if (!a) return '';
  const fare = a.fare;
  const what =
    fare.kind === 'zone'
      ? `zone ${fare.zone} (${fare.straightLineKm} km)`
      : fare.kind === 'fixed'
        ? `${fare.vehicle} taxi ${fare.priceMad ?? 'posted'}${fare.nightPriceMad ? `/${fare.nightPriceMad} night` : ''}`
        : fare.kind;
  return `${a.iata} ${a.direction} ${what}; petits taxis ${a.petitTaxis}; ${a.alternatives.length} alternatives`;
}

const problems: string[] = [];
const gaps: string[] = [];
console.log(
  '# Ten common trips per city, typed in English and in French, POST /api/taxi/estimate (embedded providers)',
);
console.log('# day = Tue 24 Nov 2026 11:00 local; night = 23:30 local; MAD');
console.log(
  ['city', 'lang', 'typed', 'ends', 'km (straight)', 'day', '23:30', 'tariff', 'airport'].join(' | '),
);
for (const [city, trips] of Object.entries(TRIPS) as [CitySlug, readonly Trip[]][]) {
  for (const { ids, en, fr } of trips) {
    const [fromId, toId] = ids.map((id) => `${city}:${id}`) as [string, string];
    const from = gazetteer.get(fromId);
    const to = gazetteer.get(toId);
    const missing = [fromId, toId].filter((id) => !gazetteer.has(id));
    const straightKm = from && to ? (haversineMeters(from, to) / 1000).toFixed(1) : '?';
    for (const [lang, typed] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const label = `${typed[0]} -> ${typed[1]}`;
      const day = await estimate(DAY, typed[0], typed[1], lang);
      const late = await estimate(LATE, typed[0], typed[1], lang);
      if (!day.body || !late.body) {
        // A place the gazetteer lacks, refused (404 'pick a suggestion'), is the data's gap, not a wrong answer.
        const list = missing.length && day.error?.startsWith('404') ? gaps : problems;
        list.push(
          `${city} ${lang} ${label}: ${day.error ?? late.error}${missing.length ? ` (${missing.join(', ')} not in the gazetteer)` : ''}`,
        );
        console.log([city, lang, label, day.error ?? late.error, '', '', '', '', ''].join(' | '));
        continue;
      }
      const body = day.body;
      const wrong: string[] = [];
      // A place the gazetteer lacks is reported with what the route made of its text.
      for (const id of missing)
        wrong.push(`${id} is not in the gazetteer (priced "${id === fromId ? body.depart : body.arrivee}")`);
      if (from && body.depart !== (await expectedAddress(fromId, lang)))
        wrong.push(`from "${body.depart}", meant "${await expectedAddress(fromId, lang)}"`);
      if (to && body.arrivee !== (await expectedAddress(toId, lang)))
        wrong.push(`to "${body.arrivee}", meant "${await expectedAddress(toId, lang)}"`);
      if (body.tariff.name !== TARIFF_NAME[city]) wrong.push(`tariff ${body.tariff.name}`);
      const iata = AIRPORT_IATA[fromId] ?? AIRPORT_IATA[toId] ?? null;
      if ((body.airport?.iata ?? null) !== iata)
        wrong.push(`airport ${body.airport?.iata ?? 'none'}, meant ${iata ?? 'none'}`);
      if (late.body.tarif !== 'Night' || body.tarif !== 'Day')
        wrong.push(`tarif ${body.tarif}/${late.body.tarif}`);
      if (wrong.length) problems.push(`${city} ${lang} ${label}: ${wrong.join('; ')}`);
      console.log(
        [
          city,
          lang,
          label,
          wrong.length ? `WRONG: ${wrong.join('; ')}` : 'ok',
          `${body.distance.toFixed(1)} (${straightKm})`,
          fareText(body),
          fareText(late.body),
          `${body.tariff.name}, ${body.tariff.citation}`,
          airportText(body),
        ].join(' | '),
      );
    }
  }
}

console.log('\n# Night windows: the tarif of a trip in each city at three local times (N night, D day)');
console.log(['city', ...PROBES.map((p) => p.local)].join(' | '));
for (const [city, trips] of Object.entries(TRIPS) as [CitySlug, readonly Trip[]][]) {
  const sample = trips.find(
    (tr) => !AIRPORT_IATA[`${city}:${tr.ids[0]}`] && !AIRPORT_IATA[`${city}:${tr.ids[1]}`],
  );
  if (!sample) throw new Error(`no city trip in ${city}`);
  const cells: string[] = [];
  for (const probe of PROBES) {
    const { body, error } = await estimate(new Date(probe.at), sample.en[0], sample.en[1], 'en');
    const want = (probe.night as readonly string[]).includes(city) ? 'Night' : 'Day';
    const got = body?.tarif ?? error ?? '?';
    if (got !== want) problems.push(`${city} at ${probe.local}: ${got}, its sources say ${want}`);
    cells.push(got === want ? (got[0] ?? '') : `WRONG ${got}`);
  }
  console.log([city, ...cells].join(' | '));
}

await t.close();
console.log(`\n${gaps.length} trip(s) refused for a place the gazetteer lacks`);
for (const gap of gaps) console.log(`- ${gap}`);
console.log(`\n${problems.length} problem(s)`);
for (const problem of problems) console.log(`- ${problem}`);
process.exitCode = problems.length ? 1 : 0;
