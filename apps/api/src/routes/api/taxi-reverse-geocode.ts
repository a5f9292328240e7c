import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocodeQuery, reverseGeocodeResponse } from '@mizan/contracts/taxi';

export const taxiReverseGeocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/taxi/reverse-geocode',
    // Nothing here depends on who asks: no identity lookup (a database read per keystroke otherwise).
    {
      config: { identity: false },
      schema: { querystring: reverseGeocodeQuery, response: { 200: reverseGeocodeResponse } },
    },
    async (request) =>
      app.services.placeSearch.reverseGeocode(
        { lat: request.query.lat, lng: request.query.lng },
        request.query.lang,
      ),
  );
};
