import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileOnce } from './compile-once';
import { openDatabase } from './database';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

describe('compileOnce', () => {
  let dir: string;
  let db: Kysely<Database>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mizan-compile-once-'));
    const handle = openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, 'db.sqlite') });
    db = handle.db;
    await migrateToLatest(db.withoutPlugins() as Kysely<unknown>, handle.dialect);
    await db
      .insertInto('identities')
      .values([
        { id: 'a', userId: null, createdAt: 1 },
        { id: 'b', userId: null, createdAt: 2 },
        { id: 'c', userId: null, createdAt: 3 },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const query = (id: string, after: number) =>
    db
      .selectFrom('identities')
      .select(['id', 'createdAt'])
      .where('id', '!=', id)
      .where('createdAt', '>', after)
      .where('id', '!=', 'constant')
      .orderBy('createdAt');

  it('answers each run with its own values exactly as the query built afresh does', async () => {
    const compiled = compileOnce(db, query);
    for (const [id, after] of [
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['zzz', 3],
    ] as const) {
      expect(await compiled(id, after)).toEqual(await query(id, after).execute());
    }
    expect(await compiled('a', 0)).toEqual([
      { id: 'b', createdAt: 2 },
      { id: 'c', createdAt: 3 },
    ]);
  });

  it('builds the query once, on first use', async () => {
    const build = vi.fn(query);
    const compiled = compileOnce(db, build);
    expect(build).not.toHaveBeenCalled();
    await compiled('a', 0);
    await Promise.all([compiled('b', 1), compiled('c', 2)]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses a build that does not pass an argument on as a value', async () => {
    const inlined = compileOnce(db, (id: string) =>
      db.selectFrom('identities').select('id').where('id', '=', sql.lit(id)),
    );
    await expect(inlined('a')).rejects.toThrow(/argument 0 is not a value/);
    const ignored = compileOnce(db, (_id: string) => db.selectFrom('identities').select('id'));
    await expect(ignored('a')).rejects.toThrow(/argument 0 is not a value/);
  });

  it('refuses a build whose declared parameters are not its arguments (rest or default parameters)', async () => {
    const rest = compileOnce(db, (...ids: string[]) =>
      db.selectFrom('identities').select('id').where('id', 'in', ids),
    );
    await expect(rest('a', 'b')).rejects.toThrow(/2 arguments for a build that declares 0/);
  });
});
