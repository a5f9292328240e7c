import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nearbyRequest,
  nearbyResponse,
  placeDetailsRequest,
  placeDetailsResponse,
  placePhotoQuery,
} from '@mizan/contracts/places';

// A photo at a given reference never changes: the browser keeps it a week. `private`: only the visitor's own
// browser may store it, not a shared cache (Google's photos are not ours to redistribute, ADR 016).
const PHOTO_CACHE_CONTROL = 'private, max-age=604800, immutable';

/** The trip planner's place calls (spec 7): details of one place, places nearby, and their photos. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/places/details',
    { schema: { body: placeDetailsRequest, response: { 200: placeDetailsResponse } } },
    async (request) => app.services.placeDetails.details(request.body.placeName, request.body.city),
  );

  app.post(
    '/places/nearby',
    { schema: { body: nearbyRequest, response: { 200: nearbyResponse } } },
    async (request) => {
      const { location, type, radius } = request.body;
      return app.services.placeDetails.nearby(location, type, radius);
    },
  );

  app.get(
    '/places/photo',
    // An <img> asks for it: no identity lookup (a database read per thumbnail otherwise). The answer is the
    // image's bytes, or an error's JSON `{ error, code }` (404 for an unknown reference).
    { config: { identity: false }, schema: { querystring: placePhotoQuery } },
    async (request, reply) => {
      const photo = await app.services.placeDetails.photo(request.query.ref, request.query.size);
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(photo.data);
    },
  );
};
