import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The environment is read once, here, at start (epic-stack habit): every other module receives `Config`.
// Empty strings count as unset, so `FOO=` in a .env file behaves like no FOO at all.
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const integer = (fallback: number, min: number, max: number) =>
  withDefault(z.coerce.number().int().min(min).max(max).default(fallback));
const bool = withDefault(z.stringbool().default(false));

const envSchema = z.object({
  PORT: integer(3000, 0, 65535),
  HOST: withDefault(z.string().default('0.0.0.0')),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  DATA_DIR: withDefault(z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SESSION_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: bool,
  RATE_LIMIT_MAX: integer(300, 1, 10_000_000),
  BODY_LIMIT_BYTES: integer(64 * 1024, 1024, 50 * 1024 * 1024),
  SUPPORT_EMAIL: withDefault(z.email().default('support@mizan.example')),
  PUBLIC_URL: optionalUrl,
  WEB_DIST: optional,
  GOOGLE_MAPS_API_KEY: optional,
  GOOGLE_MAPS_BASE_URL: optionalUrl,
  PHOTON_URL: optionalUrl,
  NOMINATIM_URL: optionalUrl,
  OSRM_URL: optionalUrl,
  GOOGLE_ROUTES_BASE_URL: optionalUrl,
  PROVIDER_TIMEOUT_MS: integer(4000, 100, 120_000),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  PAYMENTS: withDefault(z.enum(['demo', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: withDefault(z.coerce.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: withDefault(z.enum(['http', 'https']).optional()),
  STRIPE_PRICE_4DAY: optional,
  STRIPE_PRICE_10DAY: optional,
  STRIPE_PRICE_15DAY: optional,
  PLAN_CURRENCY: withDefault(
    z
      .string()
      .regex(/^[a-z]{3}$/i, 'must be a three-letter currency code')
      .transform((code) => code.toLowerCase())
      .default('eur'),
  ),
});

type Env = z.infer<typeof envSchema>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `sqlitePath`. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  redisUrl: string | undefined;
  /** When unset, the server generates one and keeps it in DATA_DIR/session-secret (see session-secret.ts). */
  sessionSecret: string | undefined;
  trustProxy: boolean;
  /** Requests per minute per client IP on /api. */
  rateLimitMax: number;
  bodyLimitBytes: number;
  supportEmail: string;
  publicUrl: string | undefined;
  webDist: string;
  googleMapsApiKey: string | undefined;
  googleMapsBaseUrl: string | undefined;
  photonUrl: string | undefined;
  nominatimUrl: string | undefined;
  osrmUrl: string | undefined;
  googleRoutesBaseUrl: string | undefined;
  providerTimeoutMs: number;
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  payments: 'demo' | 'stripe';
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiHost: string | undefined;
  stripeApiPort: number | undefined;
  stripeApiProtocol: 'http' | 'https' | undefined;
  stripePrice4day: string | undefined;
  stripePrice10day: string | undefined;
  stripePrice15day: string | undefined;
  planCurrency: string;
}

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (pure: pass `process.env` or a test object). Throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        // Secrets and connection strings (which may hold a password) are never echoed back.
        const shown = /SECRET|KEY|DATABASE_URL|REDIS_URL/.test(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
        return `${name}: ${issue.message}${shown}`;
      });

  // Checked on the raw values too, so one run names every problem even when another variable is malformed.
  const raw = (name: string) => (env[name] === '' ? undefined : env[name]);
  const payments = raw('PAYMENTS') ?? (raw('STRIPE_SECRET_KEY') ? 'stripe' : 'demo');
  if (payments === 'stripe' && !raw('STRIPE_SECRET_KEY')) problems.push('STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
  // A production deployment must choose the demo checkout on purpose: it takes no real money.
  if (raw('NODE_ENV') === 'production' && payments === 'demo' && raw('PAYMENTS') !== 'demo') {
    problems.push('PAYMENTS: NODE_ENV=production refuses the demo payment provider; set STRIPE_SECRET_KEY, or PAYMENTS=demo explicitly');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: path.join(dataDir, 'mizan.sqlite'),
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: e.PUBLIC_URL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    googleMapsBaseUrl: e.GOOGLE_MAPS_BASE_URL,
    photonUrl: e.PHOTON_URL,
    nominatimUrl: e.NOMINATIM_URL,
    osrmUrl: e.OSRM_URL,
    googleRoutesBaseUrl: e.GOOGLE_ROUTES_BASE_URL,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    payments: e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo'),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiHost: e.STRIPE_API_HOST,
    stripeApiPort: e.STRIPE_API_PORT,
    stripeApiProtocol: e.STRIPE_API_PROTOCOL,
    stripePrice4day: e.STRIPE_PRICE_4DAY,
    stripePrice10day: e.STRIPE_PRICE_10DAY,
    stripePrice15day: e.STRIPE_PRICE_15DAY,
    planCurrency: e.PLAN_CURRENCY,
  };
}
