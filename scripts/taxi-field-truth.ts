// npm run --silent taxi:field-truth [-- --night]
// Issue 17's numbers for the note: ten common trips per city (airport, station, medina gate, main square,
// beach...), the estimate before and after the field-truth work, and the tariff and source used after.
// "Before" is the gazetteer as it was at commit bd90f16 (read with git), the spec's tariff for every city and no
// airport rule; "after" is the estimator as it is now (embedded places and routing, the city's own tariff, the
// airport facts). Both priced at 11:00 local on Tuesday 24 November 2026 (22:30 with --night).
import { execFileSync } from 'node:child_process';
import { GAZETTEER } from '@mizan/data/gazetteer';
import { SPEC_TARIFF } from '@mizan/data/tariffs';
import type { CitySlug } from '@mizan/domain/places/city';
import { isNightAt } from '@mizan/domain/night/night';
import { createEmbeddedPlaces } from '../apps/api/src/providers/places/embedded-places';
import { createEmbeddedRouting } from '../apps/api/src/providers/routing/embedded-routing';
import { createEstimator } from '../apps/api/src/services/estimate';
import { fareBand } from '../apps/api/src/services/estimate-range';
import type { Access } from '../apps/api/src/services/access';

const BEFORE_COMMIT = 'bd90f16';
const night = process.argv.includes('--night');
const AT = new Date(night ? '2026-11-24T21:30:00Z' : '2026-11-24T10:00:00Z');

const TRIPS: Record<CitySlug, readonly (readonly [string, string])[]> = {
  marrakech: [
    ['menara-airport', 'jemaa-el-fna'],
    ['jemaa-el-fna', 'menara-airport'],
    ['train-station', 'jemaa-el-fna'],
    ['jemaa-el-fna', 'majorelle-garden'],
    ['bab-doukkala', 'bahia-palace'],
    ['koutoubia', 'menara-gardens'],
    ['gueliz', 'jemaa-el-fna'],
    ['jemaa-el-fna', 'palmeraie'],
    ['supratours', 'bab-agnaou'],
    ['el-badi-palace', 'ben-youssef-madrasa'],
  ],
  fes: [
    ['fes-saiss-airport', 'bab-boujloud'],
    ['train-station', 'bab-boujloud'],
    ['bab-boujloud', 'train-station'],
    ['train-station', 'place-rcif'],
    ['bab-guissa', 'ville-nouvelle'],
    ['bab-ftouh', 'train-station'],
    ['royal-palace', 'bab-boujloud'],
    ['merinid-tombs', 'bab-boujloud'],
    ['ville-nouvelle', 'bab-boujloud'],
    ['borj-sud', 'train-station'],
  ],
  casablanca: [
    ['mohammed-v-airport', 'hassan-ii-mosque'],
    ['casa-voyageurs', 'hassan-ii-mosque'],
    ['casa-port', 'ain-diab-beach'],
    ['place-mohammed-v', 'morocco-mall'],
    ['old-medina', 'habous'],
    ['hassan-ii-mosque', 'ricks-cafe'],
    ['casa-voyageurs', 'place-des-nations-unies'],
    ['twin-center', 'ain-diab'],
    ['ctm-station', 'marche-central'],
    ['casa-oasis', 'maarif'],
  ],
  rabat: [
    ['rabat-sale-airport', 'rabat-ville-station'],
    ['rabat-ville-station', 'kasbah-oudayas'],
    ['rabat-agdal-station', 'hassan-tower'],
    ['bab-el-had', 'chellah'],
    ['hassan-tower', 'rabat-beach'],
    ['medina', 'mmvi-museum'],
    ['royal-palace', 'bab-rouah'],
    ['sale-medina', 'hassan-tower'],
    ['agdal', 'medina'],
    ['history-civilizations-museum', 'kasbah-oudayas'],
  ],
  agadir: [
    ['al-massira-airport', 'secteur-touristique'],
    ['inezgane-bus-station', 'beach'],
    ['souk-el-had', 'beach'],
    ['marina', 'agadir-oufella'],
    ['beach', 'souk-el-had'],
    ['talborjt', 'marina'],
    ['centre-ville', 'vallee-des-oiseaux'],
    ['founty', 'marina'],
    ['port', 'souk-el-had'],
    ['secteur-touristique', 'ibn-zohr-university'],
  ],
  tangier: [
    ['ibn-battouta-airport', 'grand-socco'],
    ['tanger-ville-station', 'grand-socco'],
    ['port-tanger-ville', 'kasbah'],
    ['grand-socco', 'cap-spartel'],
    ['place-de-france', 'tanger-city-center'],
    ['corniche-beach', 'kasbah-museum'],
    ['marshan', 'tanger-ville-station'],
    ['malabata', 'grand-socco'],
    ['caves-of-hercules', 'grand-socco'],
    ['ibn-batouta-stadium', 'ville-nouvelle'],
  ],
  essaouira: [
    ['mogador-airport', 'bab-marrakech'],
    ['bus-station', 'bab-marrakech'],
    ['bab-doukkala', 'beach'],
    ['beach', 'bab-sbaa'],
    ['diabat', 'bab-marrakech'],
    ['medina-thalassa', 'bus-station'],
    ['heure-bleue', 'beach'],
    ['port', 'diabat'],
    ['bab-el-mersa', 'mogador-airport'],
    ['kasbah', 'bus-station'],
  ],
  chefchaouen: [
    ['bus-station', 'outa-el-hammam'],
    ['bus-station', 'bab-el-ain'],
    ['place-mohammed-v', 'ras-el-maa'],
    ['bab-souk', 'bus-station'],
    ['parador', 'bus-station'],
    ['ville-nouvelle', 'bab-onsar'],
    ['medina', 'bus-station'],
    ['plaza-el-majzen', 'ville-nouvelle'],
    ['souika', 'place-mohammed-v'],
    ['kasbah', 'bus-station'],
  ],
};

/** The gazetteer rows of a city as they were before issue 17, read from git. */
function beforePositions(city: CitySlug): Map<string, { lat: number; lng: number }> {
  const text = execFileSync('git', ['show', `${BEFORE_COMMIT}:packages/data/src/gazetteer/${city}.ts`], {
    encoding: 'utf8',
  });
  const rows = new Map<string, { lat: number; lng: number }>();
  for (const match of text.matchAll(/\['([a-z0-9-]+)',.*?, (-?\d+\.\d+), (-?\d+\.\d+)\],/g))
    rows.set(`${city}:${match[1]}`, { lat: Number(match[2]), lng: Number(match[3]) });
  return rows;
}

const grantAll: Access = {
  check: () => Promise.resolve('pass'),
  spend: () => Promise.resolve(),
  consume: () => Promise.reject(new Error('not used')),
  moveOwner: () => Promise.resolve(),
};

const routing = createEmbeddedRouting();
const estimator = createEstimator({
  places: createEmbeddedPlaces(),
  routing,
  access: grantAll,
  now: () => AT,
  timeoutMs: 5_000,
});

const mad = (n: number) => n.toFixed(2).padStart(7);
const header = ['city', 'trip', 'before', 'after', 'band after', 'tariff and source (after)'];
console.log(`# Ten trips per city at ${AT.toISOString()} (${night ? 'night' : 'day'}), MAD`);
console.log(header.join(' | '));
for (const [city, trips] of Object.entries(TRIPS) as [CitySlug, (typeof TRIPS)[CitySlug]][]) {
  const old = beforePositions(city);
  for (const [a, b] of trips) {
    const fromId = `${city}:${a}`;
    const toId = `${city}:${b}`;
    const oldFrom = old.get(fromId);
    const oldTo = old.get(toId);
    if (
      !oldFrom ||
      !oldTo ||
      !GAZETTEER.some((p) => p.id === fromId) ||
      !GAZETTEER.some((p) => p.id === toId)
    )
      throw new Error(`unknown trip end in ${fromId} -> ${toId}`);
    const route = await routing.route(oldFrom, oldTo);
    const before = fareBand(
      route.distanceMeters,
      route.durationSeconds,
      SPEC_TARIFF,
      isNightAt(AT.getTime(), SPEC_TARIFF),
    );
    const after = await estimator.estimate('script', fromId, toId);
    const airport = after.airport;
    const deskOnly =
      airport &&
      (airport.fare.kind === 'beyond-zones' ||
        (airport.fare.kind === 'fixed' && airport.fare.priceMad === null));
    const afterText = deskOnly ? ' posted' : mad(after.prix);
    const band =
      airport && after.range.low === after.range.high
        ? 'airport price'
        : `${mad(after.range.low)}-${mad(after.range.high)}`;
    const used = airport
      ? `${airport.iata} ${airport.fare.kind}${airport.fare.kind === 'zone' ? ` ${airport.fare.zone} (${airport.fare.straightLineKm} km)` : ''}${airport.petitTaxis === 'no' ? ', no petits taxis' : ''}; ${airport.source.slice(0, 60)}… (${airport.date})`
      : `${after.tariff.name}, ${after.tariff.citation}`;
    console.log([city, `${a} -> ${b}`, mad(before.prix), afterText, band, used].join(' | '));
  }
}
