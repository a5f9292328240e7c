// A fix's signed distance from a known road (a planned route drawn on OpenStreetMap): the across-track part
// of its error, all that a road reference can tell (the along-track part slides along the road unseen).
import type { PhoneFix } from './parse';
import { projector } from './error-stats';

export interface CrossTrack {
  t: number;
  across: number;
  accuracy: number | null;
}

export function crossTrack(
  fixes: readonly PhoneFix[],
  route: readonly { lat: number; lng: number }[],
): CrossTrack[] {
  const r0 = route[0];
  if (!r0) return [];
  const xy = projector(r0.lat, r0.lng);
  const pts = route.map((p) => xy(p.lat, p.lng));
  return fixes.map((f) => {
    const p = xy(f.lat, f.lng);
    let best = Infinity;
    let signed = 0;
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1]!;
      const b = pts[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len2 = dx * dx + dy * dy;
      const k = len2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0;
      const d = Math.hypot(p.x - a.x - k * dx, p.y - a.y - k * dy);
      if (d < best) {
        best = d;
        signed = dx * (p.y - a.y) - dy * (p.x - a.x) >= 0 ? d : -d;
      }
    }
    return { t: f.t, across: signed, accuracy: f.accuracy };
  });
}

/** Length of a polyline, metres. */
export function pathLength(points: readonly { lat: number; lng: number }[]): number {
  const p0 = points[0];
  if (!p0) return 0;
  const xy = projector(p0.lat, p0.lng);
  let sum = 0;
  for (let i = 1; i < points.length; i++) {
    const a = xy(points[i - 1]!.lat, points[i - 1]!.lng);
    const b = xy(points[i]!.lat, points[i]!.lng);
    sum += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return sum;
}
