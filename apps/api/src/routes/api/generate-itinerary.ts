import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateItineraryRequest, generateItineraryResponse } from '@mizan/contracts/itinerary';

export const generateItineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/generate-itinerary',
    { schema: { body: generateItineraryRequest, response: { 200: generateItineraryResponse } } },
    async (request) => {
      const { csrf: _csrf, ...form } = request.body;
      return app.services.itinerary.generate(form);
    },
  );
};
