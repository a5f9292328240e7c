// Recorded phone traces from public repositories (ADR 007, 2026-11-25 meter10), read straight from local git
// snapshots of those repositories: the data is not copied into this repository (their own licences and
// attribution stay with them). METER_REAL_MIRROR points at the folder holding the snapshots, each as
// <owner>+<name>/repo (a bare git directory, as the project's fetch tool leaves them); default /work/.mirror.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface SourceRepo {
  repo: string;
  commit: string;
  licence: string;
  attribution: string;
}

/**
 * Google's Smartphone Decimeter Challenge 2021 training data (Mountain View, May and June 2020), as kept in
 * AILocAR/androidGnss: each phone's own position fixes (the chipset's, 1 Hz, as Google's GNSS Analysis tool
 * exports them to KML, with the fix's estimated accuracy and velocity) beside a NovAtel SPAN receiver's
 * 10 Hz ground truth on the same car.
 */
export const GSDC: SourceRepo = {
  repo: 'AILocAR/androidGnss',
  commit: '4340ac46dfe409bb667cae1727ed54bdcfb09521',
  licence: 'GSDC data: Google, Kaggle competition data (GSDC 2021); repository: see its LICENSE',
  attribution:
    'Fu, Khider, van Diggelen, "Android Raw GNSS Measurement Datasets for Precise Positioning", ION GNSS+ 2020',
};

/**
 * Rob Jordan's comparison of GPS devices on two planned bicycle routes round Whitchurch, Hampshire (29 Nov
 * 2019): two Android phones logged with OsmAnd at 1 s (OsmAnd writes the fix's reported accuracy, metres,
 * as <hdop>), beside the planned route BRouter drew on OpenStreetMap's roads (the known road).
 */
export const BIKE: SourceRepo = {
  repo: 'robjordan/gps-accuracy',
  commit: 'fbf5a094c96dcbb692065a928c95d3702d0152b0',
  licence: 'Apache-2.0 (the repository)',
  attribution: 'github.com/robjordan/gps-accuracy, findings.md',
};

export interface GsdcTrace {
  name: string;
  /** The drive's UTC date, yyyy-mm-dd: the files give times of day only. */
  date: string;
  phoneKml: string;
  truthNmea: string;
}

const MTV1 = 'data/GSDC/MTV/2020-05-14-US-MTV-1';
const MTV2 = 'data/GSDC/MTV/2020-06-05-US-MTV-2';
export const GSDC_TRACES: readonly GsdcTrace[] = [
  {
    name: 'MTV-1 Pixel4',
    date: '2020-05-14',
    phoneKml: `${MTV1}/Pixel4_chipset.kml`,
    truthNmea: `${MTV1}/SPAN_Pixel4_10Hz.nmea`,
  },
  {
    name: 'MTV-1 Pixel4XLModded',
    date: '2020-05-14',
    phoneKml: `${MTV1}/Pixel4XLModded_chipset.kml`,
    truthNmea: `${MTV1}/SPAN_Pixel4XLModded_10Hz.nmea`,
  },
  {
    name: 'MTV-2 Pixel4',
    date: '2020-06-05',
    phoneKml: `${MTV2}/Pixel4_chipset.kml`,
    truthNmea: `${MTV2}/SPAN_Pixel4_10Hz.nmea`,
  },
  {
    name: 'MTV-2 Pixel4XL',
    date: '2020-06-05',
    phoneKml: `${MTV2}/Pixel4XL_chipset.kml`,
    truthNmea: `${MTV2}/SPAN_Pixel4XL_10Hz.nmea`,
  },
];

export interface BikeTrace {
  name: string;
  track: string;
  route: string;
  /** A dedicated receiver's track of the same ride (a Garmin Edge 605, a fix a second): the route's check. */
  dedicated: string;
}

export const BIKE_TRACES: readonly BikeTrace[] = ['A', 'B'].flatMap((r) =>
  ['MotoG3', 'xiaomi'].map((phone) => ({
    name: `route ${r} ${phone}`,
    track: `gpx/tracks/route${r}/${phone}.gpx`,
    route: `gpx/routes/whitchurch-route${r}.gpx`,
    dedicated: `gpx/tracks/route${r}/Garmin-Edge-605.gpx`,
  })),
);

export function readSource(source: SourceRepo, path: string): string {
  const mirror = process.env.METER_REAL_MIRROR ?? '/work/.mirror';
  const gitDir = join(mirror, source.repo.replace('/', '+'), 'repo');
  return execFileSync('git', ['--git-dir', gitDir, 'show', `${source.commit}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
