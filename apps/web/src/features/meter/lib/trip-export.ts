import { centimesToMad, estimateFare } from '@mizan/domain/fare/fare';
import { writeGpx } from '@mizan/domain/meter/gpx';
import type { TaximeterState } from '@mizan/domain/meter/taximeter';
import { selectFareRangeMad } from '@mizan/domain/meter/taximeter-selectors';
import type fareRecordEn from '@/locales/en/fare-record.json';
import { formatDecimal, formatMoney } from '@/lib/format';
import { meterTariff } from './meter-city';
import { rebuild } from './meter-session';
import { formatMoroccoTime } from './morocco-time';
import { nightWindowAt } from '@mizan/domain/night/night';
import { recordTariff, tripMarks } from './trip-record';
import type { TripRecord } from './trip-record';

/** `mizan-taxi-20261122-1430` in Moroccan local time: sorts by date and says when the ride was. */
export function tripFileStem(startAt: number): string {
  const digits = (fields: Parameters<typeof formatMoroccoTime>[2]) =>
    formatMoroccoTime(startAt, 'en-GB', fields, false).replace(/\D/g, '');
  const date = digits({ year: 'numeric', month: '2-digit', day: '2-digit' });
  // en-GB writes the date day first: reorder to year, month, day.
  return `mizan-taxi-${date.slice(4)}${date.slice(2, 4)}${date.slice(0, 2)}-${digits({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

/** The tariff a ride was billed with, for the GPX's <desc>: its name, city slug and source. */
function tariffDesc(record: TripRecord): string {
  const tariff = recordTariff(record);
  const switched = record.switchedFrom
    ? ` Started with the ${meterTariff(record.switchedFrom).name} tariff; the first precise position was in ${tariff.name}, so the whole ride is billed with the ${tariff.name} tariff.`
    : '';
  return `Tariff: ${tariff.name} (city ${record.city}), ${tariff.citation}, in force from ${tariff.effectiveFrom}. ${tariff.source}${switched}`;
}

/**
 * The GPX evidence: every fix the meter used, with accuracy and speed, and the meter's marks; the tariff in the
 * track's <desc>; when part of the distance was estimated, the stretches (a new segment after each gap) and
 * the fare as a range. Plain English and dot decimals: the file is for tools and officials, whatever the app's
 * language.
 */
export function tripGpx(record: TripRecord): string {
  const state = rebuild(record);
  const range = selectFareRangeMad(state);
  const km = (meters: number) => (meters / 1000).toFixed(2);
  const estimate =
    state.estimatedMeters > 0
      ? ` Fare ${centimesToMad(state.price).toFixed(2)} MAD, ${range.high > range.low ? `between ${range.low.toFixed(2)} and ${range.high.toFixed(2)} MAD` : 'the minimum fare with or without the estimate'}: ${km(state.estimatedMeters)} of ${km(state.distanceMeters)} km estimated, not measured (GPS gap or poor signal; see mizan:estimated, and a new trkseg after each gap).`
      : '';
  const marks = { ...tripMarks(record), city: record.city };
  return writeGpx(record.readings, `Mizan taximeter ${tripFileStem(record.startAt)}`, marks, {
    spans: state.estimatedSpans,
    desc: `${tariffDesc(record)}${estimate}`,
  });
}

type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** A receipt text; plural keys go by their base name with a count, as i18next resolves them. */
export type ReceiptKey = WithoutPlural<keyof typeof fareRecordEn>;
export type ReceiptText = (key: ReceiptKey, vars?: Record<string, string | number>) => string;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A one-page, self-contained, printable fare record of a stopped trip, to show in a dispute: when, how far,
 * how long waiting, which tariff and how the fare adds up (the engine's own arithmetic).
 */
export function fareReceiptHtml(
  record: TripRecord,
  state: TaximeterState,
  lng: string,
  text: ReceiptText,
  cityName: (city: string) => string,
  /** The tariff's citation in `lng` (components/ride-parts.tsx `tariffCitation`). */
  citation: string,
): string {
  const tariff = recordTariff(record);
  const night = nightWindowAt(tariff, record.startAt);
  const stopAt = record.stopAt ?? state.stoppedAt ?? record.aliveAt;
  const fare = estimateFare({
    distanceMeters: state.distanceMeters,
    waitingSeconds: state.waitingSeconds,
    tariff,
    night: state.tariffNightAtStart,
  });
  const mad = (centimes: number) => formatMoney(centimesToMad(centimes), 'MAD', lng);
  const when = (instant: number) =>
    formatMoroccoTime(
      instant,
      lng,
      {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      },
      true,
    );
  const number = (value: number, digits: number) => formatDecimal(value, digits, lng);
  const waitingSeconds = Math.round(state.waitingSeconds);
  const rows: [string, string][] = [
    [text('start'), when(record.startAt)],
    [text('end'), when(stopAt)],
    [
      text('duration'),
      text('minutesSeconds', {
        minutes: Math.floor((stopAt - record.startAt) / 60_000),
        seconds: Math.floor((stopAt - record.startAt) / 1000) % 60,
      }),
    ],
    [text('distance'), text('km', { value: number(state.distanceMeters / 1000, 2) })],
    [
      text('waiting'),
      text('minutesSeconds', { minutes: Math.floor(waitingSeconds / 60), seconds: waitingSeconds % 60 }),
    ],
    [
      text('tariff'),
      text('tariffValue', {
        name: cityName(record.city),
        pickup: mad(tariff.pickup),
        segment: mad(tariff.pricePerSegment),
        meters: tariff.segmentDistanceInMeters,
        minute: mad(tariff.waitMinute),
        minimum: mad(tariff.minFare),
      }),
    ],
    [
      text('tariffSource'),
      tariff.effectiveFrom === 'unknown'
        ? text('tariffSourceUndated', { citation })
        : text('tariffSourceValue', { citation, date: tariff.effectiveFrom }),
    ],
    [
      text('night'),
      state.tariffNightAtStart
        ? text('nightYes', { multiplier: tariff.nightSurcharge, from: night.start, to: night.end })
        : text('nightNo', { from: night.start, to: night.end }),
    ],
  ];
  const breakdown: [string, string][] = [
    [text('pickup'), mad(fare.pickup)],
    [text('distancePart'), mad(fare.distance)],
    [text('waitingPart'), mad(fare.waiting)],
    [text('minimumTopUp'), mad(fare.minimumTopUp)],
    [text('multiplier'), `× ${fare.multiplier}`],
  ];
  const table = (list: [string, string][]) =>
    list.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const clock = (instant: number) =>
    formatMoroccoTime(instant, lng, { hour: 'numeric', minute: '2-digit', second: '2-digit' }, false);
  const estimated = state.estimatedMeters > 0;
  if (estimated) {
    const range = selectFareRangeMad(state);
    rows.push(
      [
        text('estimatedDistance'),
        text('estimatedDistanceValue', {
          estimated: number(state.estimatedMeters / 1000, 2),
          total: number(state.distanceMeters / 1000, 2),
        }),
      ],
      [
        text('fareRange'),
        // Both ends held at the minimum fare: one value, and why.
        range.high > range.low
          ? text('fareRangeValue', {
              low: formatMoney(range.low, 'MAD', lng),
              high: formatMoney(range.high, 'MAD', lng),
            })
          : text('fareMinimum', { fare: formatMoney(range.low, 'MAD', lng) }),
      ],
    );
  }
  const spanNotes = state.estimatedSpans.map((span) =>
    text(span.kind === 'gap' ? 'gap' : 'filtered', {
      from: clock(span.from),
      to: clock(span.to),
      km: number(span.meters / 1000, 2),
    }),
  );
  const notes = [
    record.switchedFrom
      ? text('switched', { from: cityName(record.switchedFrom), to: cityName(record.city) })
      : null,
    night.kind === 'maghrib' ? text('nightMaghrib', { from: night.start }) : null,
    ...spanNotes,
    record.background.length > 0 ? text('catchUp', { count: record.background.length }) : null,
    text('track', { count: record.readings.length, file: `${tripFileStem(record.startAt)}.gpx` }),
    text('disclaimer'),
  ].filter((n): n is string => n !== null);
  return `<!doctype html>
<html lang="${escapeHtml(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text('title'))}</title>
<style>body{font:16px/1.45 system-ui,sans-serif;color:#1d2a2a;max-width:40rem;margin:1.5rem auto;padding:0 1rem}h1{font-size:1.4rem;margin:0 0 .25rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.4rem 0;border-bottom:1px solid #eadcc4;vertical-align:top}th{text-align:left;font-weight:500;color:#4d5b5a;padding-right:1rem}td{text-align:right}
.total td,.total th{font-size:1.3rem;font-weight:700;color:#0a3a3a;border-bottom:2px solid #0a3a3a}p{color:#4d5b5a;font-size:.9rem}</style></head>
<body><h1>${escapeHtml(text('title'))}</h1><p>${escapeHtml(text('subtitle'))}</p>
<table>${table(rows)}</table>
<table>${table(breakdown)}<tr class="total"><th scope="row">${escapeHtml(text('fare'))}</th><td data-fare="${centimesToMad(state.price)}">${escapeHtml(mad(state.price))}</td></tr></table>
${notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('\n')}
</body></html>
`;
}
