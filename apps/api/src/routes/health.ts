import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@mizan/contracts/health';
import { databaseAnswers } from '../db/database';

// /healthz: the process answers. /readyz: it can serve traffic, i.e. the database answers a query.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: healthResponse } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    if (await databaseAnswers(app.db)) return { status: 'ok' as const };
    return reply.status(503).send({ status: 'unavailable' as const });
  });
};
