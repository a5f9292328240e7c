import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import { createBoundedMemo } from '../cache/bounded-memo';
import type { Database } from './schema';

export type SqlDialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite at `sqlitePath` when absent. */
  databaseUrl: string | undefined;
  sqlitePath: string;
}

// PostgreSQL sends BIGINT (timestamps, count()) as strings; SQLite sends numbers. Read both as numbers:
// every BIGINT here is an epoch-ms timestamp or a count, far below 2^53.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Distinct SQL texts kept prepared; the app issues a few dozen, the bound only guards against surprises. */
export const PREPARED_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query's SQL again (about 10 µs of CPU each, two per API request), yet
 * the same few texts come back on every request: keep their prepared statements. Reuse is safe because Kysely
 * runs one query at a time on its single SQLite connection (a mutex), so no statement is ever in use twice at once,
 * and SQLite re-prepares a statement by itself if the schema changes under it.
 */
export function withPreparedStatements(sqlite: KyselySqlite): KyselySqlite {
  const statements = createBoundedMemo<ReturnType<KyselySqlite['prepare']>>(PREPARED_STATEMENTS);
  return {
    prepare: (text) => statements.get(text, () => sqlite.prepare(text)),
    close: () => sqlite.close(),
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
    };
  }
  mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqlitePath);
  // WAL lets readers run beside the writer; busy_timeout waits for a lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const database = withPreparedStatements(sqlite);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins }),
    dialect: 'sqlite',
  };
}

/** The readiness probe: true when the database answers a trivial query. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
