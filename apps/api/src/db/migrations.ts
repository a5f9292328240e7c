import { Migrator, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from './database';
import { platformMigration } from './migrations/001-platform';
import { paymentsMigration } from './migrations/002-payments';
import { sessionsMigration } from './migrations/003-sessions';
import { loginThrottleMigration } from './migrations/004-login-throttle';

/**
 * Every migration, in order, listed by hand: a static provider needs no file-system scan, so it works the
 * same under tsx, vitest and a bundle. Add `NNN-name.ts` in ./migrations and one line here. A migration that
 * needs dialect-specific DDL receives the dialect through this function.
 */
function allMigrations(_dialect: SqlDialect): Record<string, Migration> {
  return {
    '001-platform': platformMigration,
    '002-payments': paymentsMigration,
    '003-sessions': sessionsMigration,
    '004-login-throttle': loginThrottleMigration,
  };
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // On PostgreSQL the bookkeeping tables must live in the current schema, named explicitly: otherwise Kysely
  // finds another schema's kysely_migration table (its introspection spans schemas) and skips creating ours.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
