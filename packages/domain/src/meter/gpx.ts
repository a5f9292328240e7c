import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { GpsReading } from './gps-reading';
import type { BackgroundSpan, TripMarks } from './taximeter-replay';
import type { EstimatedSpan } from './taximeter';

/** A GPX file we cannot read as a trip: the CLI turns it into a clear message and exit code 2. */
export class GpxError extends Error {
  override name = 'GpxError';
}

// removeNSPrefix matches <accuracy>, <mz:accuracy> and <gpxtpx:speed> alike by their local name.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'trk' || name === 'trkseg' || name === 'trkpt',
});

type XmlNode = Record<string, unknown>;

const isNode = (v: unknown): v is XmlNode => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (isNode(v) && typeof v['#text'] === 'string') return v['#text'].trim();
  return undefined;
}

function optionalNumber(v: unknown, what: string, index: number): number | undefined {
  const t = text(v);
  if (t === undefined || t === '') return undefined;
  const n = Number(t);
  if (!Number.isFinite(n)) throw new GpxError(`Track point ${index + 1}: ${what} "${t}" is not a number`);
  return n;
}

function nodes(v: unknown): XmlNode[] {
  return Array.isArray(v) ? v.filter(isNode) : [];
}

/** Parse a GPX 1.1 track (its segments in order) into readings; throws GpxError with a reason on a bad file. */
export function parseGpx(xml: string): GpsReading[] {
  return parseGpxTrip(xml).readings;
}

export interface GpxTrip {
  readings: GpsReading[];
  /** The meter's own marks when the app wrote the file (see writeGpx), else null. */
  marks: TripMarks | null;
  /** The tariff city the app's meter billed the trip in (<mizan:meter><mizan:city>), else null. */
  city: string | null;
}

/** The meter's marks as the app writes them, with the city whose tariff billed the trip. */
export type MeterMarks = TripMarks & { city?: string };

/** Parse a GPX 1.1 track and, when present, the meter marks in its <trk><extensions><meter>. */
export function parseGpxTrip(xml: string): GpxTrip {
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch (error) {
    throw new GpxError(
      `Not well-formed XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
  const gpx = isNode(doc) ? doc.gpx : undefined;
  if (!isNode(gpx)) throw new GpxError('No <gpx> root element');
  const track = nodes(gpx.trk)[0];
  const segments: unknown = track?.trkseg;
  if (!Array.isArray(segments) || segments.length === 0) throw new GpxError('No <trk>/<trkseg> in the file');
  // A new segment after a lost signal is usual (ours start one after each bridged gap): one track all the same.
  const points = segments.flatMap((segment: unknown) => (isNode(segment) ? nodes(segment.trkpt) : []));
  if (points.length === 0) throw new GpxError('The track has no <trkpt>');
  const readings = points.map((pt, i) => {
    const lat = Number(pt['@lat']);
    const lng = Number(pt['@lon']);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw new GpxError(`Track point ${i + 1}: missing or bad lat/lon`);
    }
    const time = text(pt.time);
    const timestamp = time ? Date.parse(time) : Number.NaN;
    if (!Number.isFinite(timestamp)) throw new GpxError(`Track point ${i + 1}: missing or bad <time>`);
    const ext = isNode(pt.extensions) ? pt.extensions : {};
    const reading: GpsReading = { lat, lng, timestamp };
    const hdop = optionalNumber(pt.hdop, 'hdop', i);
    const accuracy = optionalNumber(findLocal(ext, 'accuracy'), 'accuracy', i);
    const speed = optionalNumber(findLocal(ext, 'speed'), 'speed', i);
    const vibration = optionalNumber(findLocal(ext, 'vibration'), 'vibration', i);
    if (hdop !== undefined) reading.hdop = hdop;
    if (accuracy !== undefined) reading.accuracy = accuracy;
    if (speed !== undefined) reading.speed = speed;
    if (vibration !== undefined) reading.vibration = vibration;
    return reading;
  });
  return { readings, marks: parseMarks(track), city: parseCity(track) };
}

function markTime(v: unknown, what: string): number {
  const t = text(v);
  const ms = t ? Date.parse(t) : Number.NaN;
  if (!Number.isFinite(ms)) throw new GpxError(`Meter marks: missing or bad <${what}>`);
  return ms;
}

function parseMarks(track: XmlNode | undefined): TripMarks | null {
  const meter = track && isNode(track.extensions) ? track.extensions.meter : undefined;
  if (!isNode(meter)) return null;
  const spans = Array.isArray(meter.background) ? meter.background : [meter.background];
  const background: BackgroundSpan[] = spans.filter(isNode).map((span) => {
    const from = markTime(span.from, 'background from');
    const to = markTime(span.to, 'background to');
    if (to < from) throw new GpxError('Meter marks: a background span ends before it starts');
    return { from, to };
  });
  const stop = text(meter.stop);
  return {
    startAt: markTime(meter.start, 'start'),
    stopAt: stop ? markTime(stop, 'stop') : null,
    background,
  };
}

function parseCity(track: XmlNode | undefined): string | null {
  const meter = track && isNode(track.extensions) ? track.extensions.meter : undefined;
  return (isNode(meter) && text(meter.city)) || null;
}

/** An extension child by local name, also one level down (e.g. Garmin's <TrackPointExtension><speed>). */
function findLocal(ext: XmlNode, name: string): unknown {
  if (name in ext) return ext[name];
  for (const child of Object.values(ext)) if (isNode(child) && name in child) return child[name];
  return undefined;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
});

/** Namespace of our <mizan:accuracy>/<mizan:speed>/<mizan:vibration> extension elements. */
export const MIZAN_GPX_NS = 'https://mizan.app/gpx/1';

const iso = (ms: number) => new Date(ms).toISOString();

/** What the meter estimated rather than measured (issue 16), for the GPX to mark. */
export interface GpxEstimates {
  spans: readonly EstimatedSpan[];
  /** A plain-language summary with the fare as a range, written as the track's <desc>. */
  desc: string;
}

/**
 * Write readings as GPX 1.1. Numbers are written in full (JavaScript's shortest round-trip form), so
 * parsing the file gives the same readings and the meter replays it to the same fare. The browser's meter
 * passes its marks (start, stop, background catch-ups) and its tariff city too: they go in
 * <trk><extensions><mizan:meter>, so `meter:replay` bills the file in that city by default. With
 * estimates, each bridged gap starts a new <trkseg>, every estimated stretch is listed in
 * <mizan:meter><mizan:estimated> and the summary goes in <desc>.
 */
export function writeGpx(
  readings: readonly GpsReading[],
  name = 'Mizan taximeter trip',
  marks?: MeterMarks,
  estimates?: GpxEstimates,
): string {
  const gapEnds = new Set(
    (estimates?.spans ?? []).filter((span) => span.kind === 'gap').map((span) => span.to),
  );
  const trkseg: { trkpt: XmlNode[] }[] = [];
  for (const r of readings) {
    const current = trkseg[trkseg.length - 1];
    if (!current || gapEnds.has(r.timestamp)) trkseg.push({ trkpt: [trackPoint(r)] });
    else current.trkpt.push(trackPoint(r));
  }
  const meter = marks ? meterNode(marks, estimates?.spans ?? []) : null;
  const body = builder.build({
    gpx: {
      '@version': '1.1',
      '@creator': 'Mizan',
      '@xmlns': 'http://www.topografix.com/GPX/1/1',
      '@xmlns:mizan': MIZAN_GPX_NS,
      trk: {
        name,
        ...(estimates ? { desc: estimates.desc } : {}),
        ...(meter ? { extensions: { 'mizan:meter': meter } } : {}),
        trkseg,
      },
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${String(body)}`;
}

function trackPoint(r: GpsReading): XmlNode {
  const ext: XmlNode = {};
  if (typeof r.accuracy === 'number') ext['mizan:accuracy'] = String(r.accuracy);
  if (typeof r.speed === 'number') ext['mizan:speed'] = String(r.speed);
  // The motion sensor's reading, so that the file replays to the fare the meter showed (ADR 007, round 7).
  if (typeof r.vibration === 'number') ext['mizan:vibration'] = String(r.vibration);
  const pt: XmlNode = {
    '@lat': String(r.lat),
    '@lon': String(r.lng),
    time: new Date(r.timestamp).toISOString(),
  };
  if (typeof r.hdop === 'number') pt.hdop = String(r.hdop);
  if (Object.keys(ext).length > 0) pt.extensions = ext;
  return pt;
}

function meterNode(marks: MeterMarks, estimated: readonly EstimatedSpan[]): XmlNode {
  const node: XmlNode = { 'mizan:start': iso(marks.startAt) };
  if (marks.city) node['mizan:city'] = marks.city;
  if (marks.stopAt !== null) node['mizan:stop'] = iso(marks.stopAt);
  if (marks.background.length > 0) {
    node['mizan:background'] = marks.background.map((span) => ({
      'mizan:from': iso(span.from),
      'mizan:to': iso(span.to),
    }));
  }
  if (estimated.length > 0) {
    node['mizan:estimated'] = estimated.map((span) => ({
      'mizan:from': iso(span.from),
      'mizan:to': iso(span.to),
      'mizan:kind': span.kind,
      'mizan:meters': span.meters.toFixed(1),
    }));
  }
  return node;
}
