import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocodeQuery, reverseGeocodeResponse } from '@mizan/contracts/taxi';
import { withDeadline } from '../../services/estimate-deadline';

export const taxiReverseGeocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/taxi/reverse-geocode',
    // Nothing here depends on who asks: no identity lookup (a database read per keystroke otherwise).
    { config: { identity: false }, schema: { querystring: reverseGeocodeQuery, response: { 200: reverseGeocodeResponse } } },
    async (request) => {
      const places = app.providers.places;
      const found = await withDeadline(places.name, app.config.providerTimeoutMs, (signal) =>
        places.reverseGeocode({ lat: request.query.lat, lng: request.query.lng }, { signal }),
      );
      if (!found) return { status: 'ZERO_RESULTS' as const, results: [] };
      return {
        status: 'OK' as const,
        results: [
          {
            formatted_address: found.formattedAddress,
            address_components: found.components.map((c) => ({ long_name: c.longName, types: c.types })),
          },
        ],
      };
    },
  );
};
