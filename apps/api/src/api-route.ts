import type { FastifyRequest } from 'fastify';

/**
 * Whether the request matched a route under /api. Decided on the matched route, never on the raw URL: the
 * router decodes the path, so `/%61pi/identity` reaches the /api/identity route and must get the same identity,
 * CSRF and rate-limit checks (issue 12). A request that matched no route (a 404) has no route URL.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}
