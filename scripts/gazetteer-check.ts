// npx tsx scripts/gazetteer-check.ts [--since <commit>]
// Issue 17's gazetteer figures: how many entries name a public source for their position and how many are still
// marked unconfirmed (in all and by city), and how far the points moved since a revision (default bd90f16, the
// gazetteer before issue 17): count, median, 90th percentile and maximum of the moves over 1 m, with the ones over
// 100 m listed. Entries added since that revision are counted as new, not as moves.
// The earlier positions are read with git from the city files of that revision.
import { execFileSync } from 'node:child_process';
import { haversineMeters } from '@mizan/domain/geo/distance';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { CitySlug } from '@mizan/domain/places/city';
import { AGADIR_PLACES } from '@mizan/data/gazetteer/agadir';
import { CASABLANCA_PLACES } from '@mizan/data/gazetteer/casablanca';
import { CHEFCHAOUEN_PLACES } from '@mizan/data/gazetteer/chefchaouen';
import { isUnconfirmed } from '@mizan/data/gazetteer/define-places';
import type { SourcedPlace } from '@mizan/data/gazetteer/define-places';
import { ESSAOUIRA_PLACES } from '@mizan/data/gazetteer/essaouira';
import { FES_PLACES } from '@mizan/data/gazetteer/fes';
import { MARRAKECH_PLACES } from '@mizan/data/gazetteer/marrakech';
import { RABAT_PLACES } from '@mizan/data/gazetteer/rabat';
import { TANGIER_PLACES } from '@mizan/data/gazetteer/tangier';

const sinceAt = process.argv.indexOf('--since');
const since = (sinceAt > 0 ? process.argv[sinceAt + 1] : undefined) ?? 'bd90f16';

/** A city's rows as they were at `commit`, by id. */
function positionsAt(commit: string, city: CitySlug): Map<string, LatLng> {
  const text = execFileSync('git', ['show', `${commit}:packages/data/src/gazetteer/${city}.ts`], {
    encoding: 'utf8',
  });
  const rows = new Map<string, LatLng>();
  // A row ends with its point, then its source (rows since issue 17) and the languages' name marks (`{ fr: 1 }`).
  for (const m of text.matchAll(/\['([a-z0-9-]+)',.*?, (-?\d+\.\d+), (-?\d+\.\d+)(?:, '[^']*')?(?:, \{[^}]*\})?\],/g))
    rows.set(`${city}:${m[1]}`, { lat: Number(m[2]), lng: Number(m[3]) });
  return rows;
}

/** The q-quantile of sorted values (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

const moves: { id: string; meters: number }[] = [];
const unconfirmed: string[] = [];
const added: string[] = [];
let total = 0;
const CITIES: readonly (readonly [CitySlug, readonly SourcedPlace[]])[] = [
  ['agadir', AGADIR_PLACES],
  ['casablanca', CASABLANCA_PLACES],
  ['chefchaouen', CHEFCHAOUEN_PLACES],
  ['essaouira', ESSAOUIRA_PLACES],
  ['fes', FES_PLACES],
  ['marrakech', MARRAKECH_PLACES],
  ['rabat', RABAT_PLACES],
  ['tangier', TANGIER_PLACES],
];
for (const [city, places] of CITIES) {
  const before = positionsAt(since, city);
  for (const p of places) {
    total += 1;
    if (isUnconfirmed(p)) unconfirmed.push(p.id);
    const old = before.get(p.id);
    if (!old) added.push(p.id);
    const meters = old ? haversineMeters(old, p) : 0;
    if (meters > 1) moves.push({ id: p.id, meters });
  }
}

const sorted = moves.map((m) => m.meters).sort((a, b) => a - b);
console.log(
  `entries: ${total}; with a public source for the position: ${total - unconfirmed.length}; unconfirmed: ${unconfirmed.length}`,
);
console.log(
  `moved since ${since}: ${moves.length}; median ${quantile(sorted, 0.5).toFixed(0)} m, p90 ${quantile(sorted, 0.9).toFixed(0)} m, max ${(sorted.at(-1) ?? 0).toFixed(0)} m`,
);
for (const m of moves.filter((x) => x.meters > 100).sort((a, b) => b.meters - a.meters))
  console.log(`  ${m.id.padEnd(40)} ${m.meters.toFixed(0).padStart(5)} m`);
if (added.length > 0) console.log(`added since ${since}: ${added.join(', ')}`);
const byCity = CITIES.map(
  ([city]) => `${city} ${unconfirmed.filter((id) => id.startsWith(`${city}:`)).length}`,
);
console.log(`unconfirmed by city: ${byCity.join(', ')}`);
console.log(`unconfirmed: ${unconfirmed.join(', ')}`);
