// Parsers for the recorded traces of `sources.ts`: the phone's fixes and the reference they are judged against.

/** A phone's fix as recorded. `accuracy` is what the phone reported (metres), `speed` its Doppler speed, m/s. */
export interface PhoneFix {
  t: number;
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
}

/** A reference position (ground truth receiver), with its speed over ground, m/s. */
export interface TruthFix {
  t: number;
  lat: number;
  lng: number;
  speed: number;
}

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const hms = (h: string, m: string, s: string) => ((+h * 60 + +m) * 60 + +s) * 1000;

/**
 * Google GNSS Analysis's KML of a phone's fixes: one <Placemark> per fix whose <description> reads
 * "n, UTC hh:mm:ss / lat,lng,EA<metres>m / Alt … / Vel <north>,<east>, EA … m/s".
 */
export function parseGsdcKml(kml: string, date: string): PhoneFix[] {
  const out: PhoneFix[] = [];
  const re =
    /<description>\d+, UTC (\d\d):(\d\d):(\d\d(?:\.\d+)?)\s+(-?[\d.]+),(-?[\d.]+),EA([\d.]+)m[\s\S]*?Vel (-?[\d.]+),(-?[\d.]+),/g;
  for (const m of kml.matchAll(re)) {
    const [, h, mi, s, lat, lng, ea, vn, ve] = m;
    out.push({
      t: dayMs(date) + hms(h!, mi!, s!),
      lat: +lat!,
      lng: +lng!,
      accuracy: +ea!,
      speed: Math.hypot(+vn!, +ve!),
    });
  }
  return out;
}

const nmeaDegrees = (v: string, hemisphere: string) => {
  const dot = v.indexOf('.');
  const deg = +v.slice(0, dot - 2) + +v.slice(dot - 2) / 60;
  return hemisphere === 'S' || hemisphere === 'W' ? -deg : deg;
};

/** NMEA GGA positions with the speed of the RMC sentence of the same epoch (knots). */
export function parseNmeaTruth(nmea: string, date: string): TruthFix[] {
  const speeds = new Map<string, number>();
  const fixes: { time: string; lat: number; lng: number }[] = [];
  for (const line of nmea.split('\n')) {
    const f = line.trim().split(',');
    if (f[0]?.endsWith('RMC') && f[2] === 'A') speeds.set(f[1]!, +f[7]! * 0.514444);
    else if (f[0]?.endsWith('GGA') && f[6] !== '0' && f[2])
      fixes.push({ time: f[1]!, lat: nmeaDegrees(f[2], f[3]!), lng: nmeaDegrees(f[4]!, f[5]!) });
  }
  return fixes.map(({ time, lat, lng }) => ({
    t: dayMs(date) + hms(time.slice(0, 2), time.slice(2, 4), time.slice(4)),
    lat,
    lng,
    speed: speeds.get(time) ?? 0,
  }));
}

const attr = (tag: string, name: string) => new RegExp(`${name}="(-?[\\d.]+)"`).exec(tag)?.[1];

/** A GPX track (OsmAnd re-saved by GPS Track Editor): <hdop> holds OsmAnd's accuracy, speed is km/h. */
export function parseOsmandGpx(gpx: string): PhoneFix[] {
  const out: PhoneFix[] = [];
  for (const m of gpx.matchAll(/<trkpt([^>]*)>([\s\S]*?)<\/trkpt>/g)) {
    const [, head, body] = m;
    const time = /<time>([^<]+)<\/time>/.exec(body!)?.[1];
    if (!time) continue;
    const acc = /<hdop>([\d.]+)<\/hdop>/.exec(body!)?.[1];
    const speed = attr(body!, 'speed');
    out.push({
      t: Date.parse(time),
      lat: +attr(head!, 'lat')!,
      lng: +attr(head!, 'lon')!,
      accuracy: acc ? +acc : null,
      speed: speed !== undefined ? +speed / 3.6 : null,
    });
  }
  return out;
}

/** The points of a planned route written as a GPX track (BRouter). */
export function parseRouteGpx(gpx: string): { lat: number; lng: number }[] {
  return [...gpx.matchAll(/<trkpt([^>]*)>/g)].map((m) => ({
    lat: +attr(m[1]!, 'lat')!,
    lng: +attr(m[1]!, 'lon')!,
  }));
}
