import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIN_AUTOCOMPLETE_LENGTH, autocompleteQuery, autocompleteResponse } from '@mizan/contracts/taxi';
import { withDeadline } from '../../services/estimate-deadline';

export const taxiAutocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/taxi/autocomplete',
    // Nothing here depends on who asks: no identity lookup (a database read per keystroke otherwise).
    { config: { identity: false }, schema: { querystring: autocompleteQuery, response: { 200: autocompleteResponse } } },
    async (request) => {
      const { input, lat, lng } = request.query;
      const text = input.trim();
      if (text.length < MIN_AUTOCOMPLETE_LENGTH) return { predictions: [] };
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      try {
        const places = app.providers.places;
        const predictions = await withDeadline(places.name, app.config.providerTimeoutMs, (signal) =>
          places.autocomplete(text, { near, signal }),
        );
        return { predictions: predictions.map(({ description, placeId }) => ({ description, placeId })) };
      } catch (error) {
        // Suggestions are a convenience (spec 7): the visitor can still type the whole address.
        request.log.warn({ err: error }, 'autocomplete failed; answering no suggestions');
        return { predictions: [] };
      }
    },
  );
};
