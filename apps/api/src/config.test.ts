import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

// Every variable Stripe mode needs.
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_PRICE_4DAY: 'price_4',
  STRIPE_PRICE_10DAY: 'price_10',
  STRIPE_PRICE_15DAY: 'price_15',
};

describe('loadConfig', () => {
  it('works with no environment at all: embedded defaults, SQLite in ./data, demo payments', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      sqlitePath: path.resolve('data', 'mizan.sqlite'),
      rateLimitMax: 300,
      bodyLimitBytes: 65536,
      providerTimeoutMs: 4000,
      payments: { provider: 'demo', currency: 'eur' },
      trustProxy: false,
      google: { apiKey: undefined },
      osm: { photonUrl: undefined, nominatimUrl: undefined, osrmUrl: undefined },
      openai: { apiKey: undefined, baseUrl: 'https://api.openai.com/v1' },
    });
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it.each([
    [{ PORT: '8080', TRUST_PROXY: '1', RATE_LIMIT_MAX: '50', PLAN_CURRENCY: 'GBP' }, { port: 8080, trustProxy: 1, rateLimitMax: 50, payments: { currency: 'gbp' } }],
    [{ ...STRIPE, PAYMENTS: undefined }, { payments: { provider: 'stripe' }, stripe: { secretKey: 'sk_test_x', priceIds: { '10day': 'price_10' } } }],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS: 'demo' }, { payments: { provider: 'demo' } }],
    [{ NODE_ENV: 'production', PAYMENTS: 'demo', PUBLIC_URL: 'https://mizan.example' }, { payments: { provider: 'demo' }, nodeEnv: 'production', publicUrl: 'https://mizan.example' }],
    [{ ...STRIPE, NODE_ENV: 'production', PUBLIC_URL: 'https://mizan.example' }, { payments: { provider: 'stripe' } }],
    [{ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_CHAT_MODEL: 'darija-7b' }, { openai: { apiKey: 'sk-x', baseUrl: 'http://127.0.0.1:9/v1', models: { chat: 'darija-7b', transcribe: 'gpt-4o-transcribe' } } }],
    [{ GOOGLE_MAPS_API_KEY: 'g', OSRM_URL: 'http://127.0.0.1:5000' }, { google: { apiKey: 'g' }, osm: { osrmUrl: 'http://127.0.0.1:5000' } }],
    [{ PORT: '', DATABASE_URL: '' }, { port: 3000, databaseUrl: undefined }],
    [{ DATABASE_URL: 'postgres://u@db:5432/mizan' }, { databaseUrl: 'postgres://u@db:5432/mizan' }],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'abc' }, ['PORT']],
    [{ PORT: '70000', TRUST_PROXY: 'maybe', DATABASE_URL: 'not a url' }, ['PORT', 'DATABASE_URL', 'TRUST_PROXY']],
    [{ SESSION_SECRET: 'short' }, ['SESSION_SECRET']],
    [{ OPENAI_BASE_URL: 'not a url', OPENAI_CHAT_MODEL: '' }, ['OPENAI_BASE_URL']],
    [{ PAYMENTS: 'paypal' }, ['PAYMENTS']],
    [{ PAYMENTS: 'stripe' }, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_PRICE_4DAY', 'STRIPE_PRICE_10DAY', 'STRIPE_PRICE_15DAY']],
    [{ ...STRIPE, STRIPE_PRICE_15DAY: '', STRIPE_WEBHOOK_SECRET: '' }, ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_15DAY']],
    [{ NODE_ENV: 'production' }, ['PAYMENTS', 'PUBLIC_URL']],
    [{ NODE_ENV: 'production', PAYMENTS: 'demo' }, ['PUBLIC_URL']],
    [{ NODE_ENV: 'production', PAYMENTS: 'demo', PUBLIC_URL: 'not a url' }, ['PUBLIC_URL']],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, ['TRUST_PROXY']],
    [{ TRUST_PROXY: '10.0.0.0/33' }, ['TRUST_PROXY']],
    [{ TRUST_PROXY: '-1' }, ['TRUST_PROXY']],
    [{ SHUTDOWN_GRACE_MS: 'soon' }, ['SHUTDOWN_GRACE_MS']],
    [{ PLAN_CURRENCY: 'euro' }, ['PLAN_CURRENCY']],
    [{ NODE_ENV: 'production', PORT: 'abc' }, ['PORT', 'PAYMENTS', 'PUBLIC_URL']],
  ])('refuses %j, naming every bad variable', (env, names) => {
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(names);
  });

  // Issue 12 item 6: a hop count or the proxies' addresses, never "every hop" (a client could pick its address).
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.1 , 10.0.0.2 ', ['10.0.0.1', '10.0.0.2']],
    ['10.0.0.0/8,fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('gives in-flight requests 35 s to finish on SIGTERM unless SHUTDOWN_GRACE_MS says otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(35_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '5000' }).shutdownGraceMs).toBe(5000);
  });

  it('never echoes secrets or connection strings back in the message', () => {
    const message = problemsOf({ SESSION_SECRET: 'hunter2', DATABASE_URL: 'pg secret-password' }).join('\n');
    expect(message).toContain('SESSION_SECRET');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('secret-password');
  });
});
