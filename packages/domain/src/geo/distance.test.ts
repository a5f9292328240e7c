import { describe, expect, it } from 'vitest';
import { haversineMeters, isValidLatLng } from './distance';

describe('haversineMeters', () => {
  it.each([
    // Jemaa el-Fna to Koutoubia, about 430 m apart on the map.
    [{ lat: 31.6258, lng: -7.9891 }, { lat: 31.6237, lng: -7.9936 }, 400, 500],
    // One degree of latitude is about 111.2 km with R = 6371 km.
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_190, 111_200],
    [{ lat: 33.5731, lng: -7.5898 }, { lat: 33.5731, lng: -7.5898 }, 0, 0],
  ])('%o -> %o', (a, b, min, max) => {
    const d = haversineMeters(a, b);
    expect(d).toBeGreaterThanOrEqual(min);
    expect(d).toBeLessThanOrEqual(max);
  });
});

describe('isValidLatLng', () => {
  it.each([
    [{ lat: 31.6, lng: -8 }, true],
    [{ lat: 999, lng: 0 }, false],
    [{ lat: 0, lng: -181 }, false],
    [{ lat: Number.NaN, lng: 0 }, false],
  ])('%o is %s', (p, ok) => expect(isValidLatLng(p)).toBe(ok));
});
