import type { LatLng } from '@mizan/domain/geo/distance';

export interface DrivingRoute {
  distanceMeters: number;
  durationSeconds: number;
}

export interface RoutingProvider {
  readonly name: string;
  route(from: LatLng, to: LatLng, options?: { signal?: AbortSignal }): Promise<DrivingRoute>;
}
