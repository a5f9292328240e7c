import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
      supportEmail: 'support@mizan.example',
      providerTimeoutMs: 4000,
      payments: 'demo',
      planCurrency: 'eur',
      trustProxy: false,
    });
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it.each([
    [{ PORT: '8080', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '50', PLAN_CURRENCY: 'GBP' }, { port: 8080, trustProxy: true, rateLimitMax: 50, planCurrency: 'gbp' }],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, { payments: 'stripe' }],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS: 'demo' }, { payments: 'demo' }],
    [{ NODE_ENV: 'production', PAYMENTS: 'demo' }, { payments: 'demo', nodeEnv: 'production' }],
    [{ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }, { payments: 'stripe' }],
    [{ PORT: '', DATABASE_URL: '' }, { port: 3000, databaseUrl: undefined }],
    [{ DATABASE_URL: 'postgres://u@db:5432/mizan' }, { databaseUrl: 'postgres://u@db:5432/mizan' }],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'abc' }, ['PORT']],
    [{ PORT: '70000', TRUST_PROXY: 'maybe', DATABASE_URL: 'not a url' }, ['PORT', 'DATABASE_URL', 'TRUST_PROXY']],
    [{ SESSION_SECRET: 'short' }, ['SESSION_SECRET']],
    [{ SUPPORT_EMAIL: 'nobody' }, ['SUPPORT_EMAIL']],
    [{ PAYMENTS: 'paypal' }, ['PAYMENTS']],
    [{ PAYMENTS: 'stripe' }, ['STRIPE_SECRET_KEY']],
    [{ NODE_ENV: 'production' }, ['PAYMENTS']],
    [{ PLAN_CURRENCY: 'euro' }, ['PLAN_CURRENCY']],
    [{ NODE_ENV: 'production', PORT: 'abc' }, ['PORT', 'PAYMENTS']],
  ])('refuses %j, naming every bad variable', (env, names) => {
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(names);
  });

  it('never echoes secrets or connection strings back in the message', () => {
    const message = problemsOf({ SESSION_SECRET: 'hunter2', DATABASE_URL: 'pg secret-password' }).join('\n');
    expect(message).toContain('SESSION_SECRET');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('secret-password');
  });
});
