import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { buildApp } from '../../src/app';
import type { App, AppOverrides } from '../../src/app';
import { loadConfig } from '../../src/config';
import { IDENTITY_COOKIE } from '../../src/plugins/app/identity';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/**
 * The databases this run can test on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (CI).
 * Use with `describe.each(testDatabases)('... (%s)', (database) => ...)` so every case runs on both.
 */
export const testDatabases: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestAppOptions extends AppOverrides {
  /** Extra environment, as strings, parsed by the real loadConfig. */
  env?: Record<string, string>;
  /** Adds test-only routes before the app is ready (routes cannot be added afterwards). */
  beforeReady?: (app: App) => void;
}

export interface TestApp {
  app: App;
  /** Closes the app, then removes its temp folder and drops its PostgreSQL schema. */
  close(): Promise<void>;
}

const TEST_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

// Kysely's migrator reads the tables of every schema (its introspection), and fails with 'schema ... does
// not exist' when another schema is dropped meanwhile: another file's close() in a parallel worker, or
// another run on the same database. Builds hold this advisory lock shared; a drop waits to hold it alone.
const SCHEMA_LOCK = 7_304_115;

/** Runs `use` on an admin connection of its own, closed afterwards (its advisory locks go with it). */
async function asAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * A full app (real plugins, real migrations) on a fresh database: a temp SQLite file, or a fresh
 * PostgreSQL schema selected through search_path, so parallel runs never see each other's rows.
 */
export async function buildTestApp(database: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-api-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SESSION_SECRET: TEST_SECRET,
    WEB_DIST: path.join(dir, 'no-web-build'),
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
  };
  let schema: string | null = null;
  if (database === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    schema = `test_${randomBytes(6).toString('hex')}`;
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  const config = loadConfig({ ...env, ...options.env });
  const { env: _env, beforeReady, ...overrides } = options;
  const start = async () => {
    const app = await buildApp(config, overrides);
    beforeReady?.(app);
    await app.ready();
    return app;
  };
  const app = schema
    ? await asAdmin(async (admin) => {
        await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
        await admin.query(`create schema ${schema}`);
        return start();
      })
    : await start();
  return {
    app,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      if (schema) {
        await asAdmin(async (admin) => {
          await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
          await admin.query(`drop schema ${schema} cascade`);
        });
      }
    },
  };
}

export interface Visitor {
  /** The signed cookie value, to send back with `cookies: { mizan_id: ... }`. */
  cookie: string;
  identityId: string;
  csrf: string;
}

/** A visitor with an identity cookie and its CSRF token, as the web app has after its first call. */
export async function newVisitor(app: App): Promise<Visitor> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
  const cookie = response.cookies.find((c) => c.name === IDENTITY_COOKIE)?.value;
  if (!cookie) throw new Error('no identity cookie on the first API call');
  const identity = await app.inject({ method: 'GET', url: '/api/identity', cookies: { [IDENTITY_COOKIE]: cookie } });
  return { cookie, identityId: (identity.json() as { id: string }).id, csrf: (response.json() as { csrf: string }).csrf };
}

/** A protected POST the way the web app sends it: JSON, the token in the header and in the body. */
export function postAs(app: App, visitor: Visitor, url: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url,
    cookies: { [IDENTITY_COOKIE]: visitor.cookie },
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: visitor.csrf },
    payload: { ...body, [CSRF_FIELD]: visitor.csrf },
  });
}

/** A demo pass for `ownerId`, active from a day before `now` to a day after, written as fulfilment writes it. */
export async function givePass(app: App, ownerId: string, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await app.repos.passes.insertOnce({
    id: `p-${ownerId}`,
    ownerId,
    plan: '10day',
    days: 7,
    provider: 'demo',
    providerSessionId: `s-${ownerId}`,
    paidAt: now.getTime() - day,
    expiresAt: now.getTime() + day,
    deactivatedAt: null,
    createdAt: now.getTime() - day,
  });
}
