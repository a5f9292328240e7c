import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { handleError } from './error-handler';
import { cachePlugin } from './plugins/app/cache';
import { configPlugin } from './plugins/app/config';
import { csrfPlugin } from './plugins/app/csrf';
import { dbPlugin } from './plugins/app/db';
import { identityPlugin } from './plugins/app/identity';
import { providersPlugin } from './plugins/app/providers';
import { repositoriesPlugin } from './plugins/app/repositories';
import { servicesPlugin } from './plugins/app/services';
import { cookiePlugin } from './plugins/external/cookie';
import { helmetPlugin } from './plugins/external/helmet';
import { multipartPlugin } from './plugins/external/multipart';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { redisPlugin } from './plugins/external/redis';
import type { ProviderInstances } from './providers/registry';
import { accessRoutes } from './routes/api/access';
import { authRoutes } from './routes/api/auth';
import { authCsrfRoutes } from './routes/api/auth-csrf';
import { checkoutRoutes } from './routes/api/checkout';
import { deactivatePassRoutes } from './routes/api/deactivate-pass';
import { demoCheckoutRoutes } from './routes/api/demo-checkout';
import { generateItineraryRoutes } from './routes/api/generate-itinerary';
import { identityRoutes } from './routes/api/identity';
import { passStatusRoutes } from './routes/api/pass-status';
import { placesRoutes } from './routes/api/places';
import { planPricesRoutes } from './routes/api/plan-prices';
import { realtimeSessionRoutes } from './routes/api/realtime-session';
import { stripeWebhookRoutes } from './routes/api/stripe-webhook';
import { taxiAutocompleteRoutes } from './routes/api/taxi-autocomplete';
import { taxiEstimateRoutes } from './routes/api/taxi-estimate';
import { taxiReverseGeocodeRoutes } from './routes/api/taxi-reverse-geocode';
import { translateTextRoutes } from './routes/api/translate-text';
import { translateTtsRoutes } from './routes/api/translate-tts';
import { translatorStatusRoutes } from './routes/api/translator-status';
import { healthRoutes } from './routes/health';
import { webRoutes } from './routes/web';
import { readOrCreateSessionSecret } from './session-secret';
import { trustProxyOption } from './trust-proxy';

/**
 * Every /api route plugin, registered under the /api prefix. To add a route: create `routes/api/<name>.ts`
 * exporting a `FastifyPluginAsyncZod` (paths relative to /api, zod schemas from @mizan/contracts) and add
 * it to this list (docs/architecture.md "Adding a route").
 */
const apiRoutes = [
  identityRoutes,
  authCsrfRoutes,
  passStatusRoutes,
  accessRoutes,
  planPricesRoutes,
  checkoutRoutes,
  demoCheckoutRoutes,
  stripeWebhookRoutes,
  deactivatePassRoutes,
  authRoutes,
  taxiAutocompleteRoutes,
  taxiEstimateRoutes,
  taxiReverseGeocodeRoutes,
  generateItineraryRoutes,
  placesRoutes,
  translateTtsRoutes,
  translateTextRoutes,
  translatorStatusRoutes,
  realtimeSessionRoutes,
];

export interface AppOptions {
  config: Config;
  sessionSecret: string;
  now: () => Date;
  /** Provider instances to use instead of those the registry would choose (tests). */
  providers: Partial<ProviderInstances>;
}

/** The application as a plugin (fastify/demo): external plugins, then ours, then routes. */
export const appPlugin = fp(async (app: FastifyInstance, options: AppOptions) => {
  await app.register(configPlugin, { config: options.config, now: options.now });

  await app.register(helmetPlugin);
  await app.register(cookiePlugin, { secret: options.sessionSecret });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);

  await app.register(multipartPlugin);

  await app.register(dbPlugin);
  await app.register(repositoriesPlugin);
  await app.register(cachePlugin);
  await app.register(providersPlugin, { supplied: options.providers });
  await app.register(identityPlugin);
  await app.register(csrfPlugin, { secret: options.sessionSecret });
  await app.register(servicesPlugin);

  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes);
});

export interface AppOverrides {
  /** The clock (tests pin it); defaults to the system clock. */
  now?: () => Date;
  /** Provider instances to use instead of those chosen from config. */
  providers?: Partial<ProviderInstances>;
  /** Pino options from server.ts; tests run silent. */
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered, schema included (the fuzz test finds the /api routes this way). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(config: Config, overrides: AppOverrides = {}) {
  const sessionSecret = config.sessionSecret ?? (await readOrCreateSessionSecret(config.dataDir));
  const app = Fastify({
    logger: overrides.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client-chosen request id is only believed from our own proxy.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    // Slow-loris protection; generous enough for a phone on a weak network uploading a voice clip.
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(appPlugin, {
    config,
    sessionSecret,
    now: overrides.now ?? (() => new Date()),
    providers: overrides.providers ?? {},
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
