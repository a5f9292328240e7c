import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autocompleteQuery, autocompleteResponse } from '@mizan/contracts/taxi';
import { MIN_AUTOCOMPLETE_LENGTH } from '@mizan/contracts/taxi-limits';

export const taxiAutocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/taxi/autocomplete',
    // Nothing here depends on who asks: no identity lookup (a database read per keystroke otherwise).
    {
      config: { identity: false },
      schema: { querystring: autocompleteQuery, response: { 200: autocompleteResponse } },
    },
    async (request) => {
      const { input, lat, lng, lang } = request.query;
      const text = input.trim();
      if (text.length < MIN_AUTOCOMPLETE_LENGTH) return { predictions: [] };
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return app.services.placeSearch.autocomplete(text, near, lang);
    },
  );
};
