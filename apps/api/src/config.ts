import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TRANSLATE_BUDGET_MS as SPEC_TRANSLATE_BUDGET_MS } from '@mizan/contracts/translate';

// The environment is read once, here, at start (epic-stack habit): every other module receives `Config`,
// whose type is inferred from this one schema. Empty strings count as unset, so `FOO=` in a .env file
// behaves like no FOO at all.
const unset = (value: unknown) => (value === '' ? undefined : value);
const optional = z.preprocess(unset, z.string().optional());
const optionalUrl = z.preprocess(unset, z.url().optional());
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema);
const integer = (fallback: number, min: number, max: number) =>
  withDefault(z.coerce.number().int().min(min).max(max).default(fallback));
/** A model name of the language-model provider: config, never code, since vendors rename models often. */
const model = (fallback: string) => withDefault(z.string().min(1).default(fallback));

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  return (
    version !== 0 &&
    rest.length === 0 &&
    prefix !== undefined &&
    /^\d{1,3}$/.test(prefix) &&
    Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

/**
 * TRUST_PROXY (issue 12, ADR 017): whose X-Forwarded-For / -Proto / -Host are believed, i.e. where the client's
 * address (the rate limit's key) and HTTPS (Secure cookies) are read. `false`: nobody's, the socket's peer is the
 * client. A hop count: that many proxies in front; the client is the address the outermost one saw, whatever the
 * client wrote before it (only when the app cannot be reached but through them). A comma-separated list of
 * addresses or CIDR ranges (or loopback, linklocal, uniquelocal): only those proxies are believed. `true` means 1:
 * it used to mean every hop, which let any client choose its own address.
 */
const trustProxy = withDefault(
  z
    .string()
    .default('false')
    .transform((raw, ctx): false | number | string[] => {
      const value = raw.trim().toLowerCase();
      if (['false', 'no', 'off', '0'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.1,10.0.0.2)',
      });
      return z.NEVER;
    }),
);

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Variables that must all be set for Stripe mode (checked at start, so no checkout finds out first). */
const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_4DAY',
  'STRIPE_PRICE_10DAY',
  'STRIPE_PRICE_15DAY',
] as const;

/** Stripe when asked, or when its key is set; the demo checkout otherwise. */
const paymentProvider = (e: {
  PAYMENTS?: 'demo' | 'stripe' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
}) => e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo');

const envSchema = z
  .object({
    PORT: integer(3000, 0, 65535),
    HOST: withDefault(z.string().default('0.0.0.0')),
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']).default('development')),
    LOG_LEVEL: withDefault(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    DATA_DIR: withDefault(z.string().default('./data')),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(unset, z.string().min(32, 'must be at least 32 characters').optional()),
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_MAX: integer(300, 1, 10_000_000),
    BODY_LIMIT_BYTES: integer(64 * 1024, 1024, 50 * 1024 * 1024),
    PUBLIC_URL: optionalUrl,
    WEB_DIST: optional,
    PROVIDER_TIMEOUT_MS: integer(4000, 100, 120_000),
    SHUTDOWN_GRACE_MS: integer(35_000, 0, 600_000),
    TRANSLATE_BUDGET_MS: integer(SPEC_TRANSLATE_BUDGET_MS, 100, 120_000),
    ITINERARY_MODEL_BUDGET_MS: integer(12_000, 100, 60_000),
    GOOGLE_MAPS_API_KEY: optional,
    GOOGLE_MAPS_BASE_URL: optionalUrl,
    GOOGLE_ROUTES_BASE_URL: optionalUrl,
    PHOTON_URL: optionalUrl,
    NOMINATIM_URL: optionalUrl,
    OSRM_URL: optionalUrl,
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: withDefault(z.url().default('https://api.openai.com/v1')),
    OPENAI_TRANSCRIBE_MODEL: model('gpt-4o-transcribe'),
    OPENAI_CHAT_MODEL: model('gpt-4.1-mini'),
    OPENAI_SPEECH_MODEL: model('gpt-4o-mini-tts'),
    OPENAI_SPEECH_VOICE: model('alloy'),
    OPENAI_REALTIME_MODEL: model('gpt-realtime'),
    PAYMENTS: withDefault(z.enum(['demo', 'stripe']).optional()),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PRICE_4DAY: optional,
    STRIPE_PRICE_10DAY: optional,
    STRIPE_PRICE_15DAY: optional,
    STRIPE_API_HOST: optional,
    STRIPE_API_PORT: withDefault(z.coerce.number().int().min(1).max(65535).optional()),
    STRIPE_API_PROTOCOL: withDefault(z.enum(['http', 'https']).optional()),
    PLAN_CURRENCY: withDefault(
      z
        .string()
        .regex(/^[a-z]{3}$/i, 'must be a three-letter currency code')
        .transform((code) => code.toLowerCase())
        .default('eur'),
    ),
  })
  // Cross-variable rules run even when a field is malformed, so one start names every problem.
  .superRefine(
    (e, ctx) => {
      const payments = paymentProvider(e);
      if (payments === 'stripe') {
        for (const name of STRIPE_REQUIRED) {
          if (!e[name])
            ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENTS=stripe' });
        }
      }
      // A production deployment must choose the demo checkout on purpose: it takes no real money.
      if (e.NODE_ENV === 'production' && payments === 'demo' && e.PAYMENTS !== 'demo') {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENTS'],
          message:
            'NODE_ENV=production refuses the demo payment provider; set STRIPE_SECRET_KEY, or PAYMENTS=demo explicitly',
        });
      }
      // The payment return URL is never built from a request's Host or X-Forwarded-Host in production.
      if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message:
            'required when NODE_ENV=production (e.g. https://mizan.example): payment return URLs are built from it, never from a request header',
        });
      }
    },
    { when: () => true },
  )
  .transform((e) => {
    const dataDir = path.resolve(e.DATA_DIR);
    return {
      port: e.PORT,
      host: e.HOST,
      nodeEnv: e.NODE_ENV,
      logLevel: e.LOG_LEVEL,
      dataDir,
      /** PostgreSQL when set; otherwise SQLite at `sqlitePath`. */
      databaseUrl: e.DATABASE_URL,
      sqlitePath: path.join(dataDir, 'mizan.sqlite'),
      redisUrl: e.REDIS_URL,
      /** When unset, the server generates one and keeps it in DATA_DIR/session-secret (see session-secret.ts). */
      sessionSecret: e.SESSION_SECRET,
      trustProxy: e.TRUST_PROXY,
      /** Requests per minute per client IP on /api. */
      rateLimitMax: e.RATE_LIMIT_MAX,
      /** Largest JSON body; a route may declare its own limit (an upload). */
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      /** Base of payment return URLs; always set in production. Elsewhere, unset means the request's own host. */
      publicUrl: e.PUBLIC_URL,
      webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
      /** Every provider call gives up after this. */
      providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
      /** On SIGTERM, in-flight requests get this long to finish (the longest budget: a voice upload, 34 s). */
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      /** One voice translation (transcribe, translate, speak) gives up after this: 504 (spec 9: 22 s). */
      translateBudgetMs: e.TRANSLATE_BUDGET_MS,
      /** How long the language model may take over a plan before the embedded plan is answered instead. */
      itineraryModelBudgetMs: e.ITINERARY_MODEL_BUDGET_MS,
      google: {
        apiKey: e.GOOGLE_MAPS_API_KEY,
        /** Places and Geocoding go to this base (a proxy, a fake) when set; Google's own hosts otherwise. */
        mapsBaseUrl: e.GOOGLE_MAPS_BASE_URL,
        routesBaseUrl: e.GOOGLE_ROUTES_BASE_URL,
      },
      osm: { photonUrl: e.PHOTON_URL, nominatimUrl: e.NOMINATIM_URL, osrmUrl: e.OSRM_URL },
      openai: {
        apiKey: e.OPENAI_API_KEY,
        /** Any OpenAI-compatible server (a self-hosted Darija model, a fake). */
        baseUrl: e.OPENAI_BASE_URL,
        models: {
          transcribe: e.OPENAI_TRANSCRIBE_MODEL,
          chat: e.OPENAI_CHAT_MODEL,
          speech: e.OPENAI_SPEECH_MODEL,
          realtime: e.OPENAI_REALTIME_MODEL,
        },
        voice: e.OPENAI_SPEECH_VOICE,
      },
      payments: {
        provider: paymentProvider(e),
        /** Default currency of plan prices. */
        currency: e.PLAN_CURRENCY,
      },
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY ?? '',
        publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
        webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
        priceIds: {
          '4day': e.STRIPE_PRICE_4DAY ?? '',
          '10day': e.STRIPE_PRICE_10DAY ?? '',
          '15day': e.STRIPE_PRICE_15DAY ?? '',
        },
        /** Where the SDK sends its calls (tests point it at a local fake); Stripe's API when unset. */
        api: { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
      },
    };
  });

export type Config = z.output<typeof envSchema>;

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (pure: pass `process.env` or a test object). Throws ConfigError naming every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets and connection strings (which may hold a password) are never echoed back.
      const shown =
        /SECRET|KEY|DATABASE_URL|REDIS_URL/.test(name) || env[name] === undefined
          ? ''
          : ` (got ${JSON.stringify(env[name])})`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}
