import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, withPreparedStatements } from './database';

describe('prepared statements kept for SQLite', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('prepares each SQL text once and hands the same statement back', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const database = withPreparedStatements(sqlite);
    const first = database.prepare('select 1 as one');
    expect(database.prepare('select 1 as one')).toBe(first);
    expect(database.prepare('select 2 as two')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(first.all([])).toEqual([{ one: 1 }]);
    database.close();
    expect(sqlite.open).toBe(false);
  });

  it('still answers right after the schema changed under a kept statement', () => {
    const database = withPreparedStatements(new SqliteDatabase(':memory:'));
    database.prepare('create table t (a integer)').run([]);
    database.prepare('insert into t (a) values (?)').run([1]);
    expect(database.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    database.prepare('alter table t add column b text').run([]);
    database.prepare('insert into t (a, b) values (?, ?)').run([2, 'x']);
    expect(database.prepare('select * from t').all([])).toEqual([
      { a: 1, b: null },
      { a: 2, b: 'x' },
    ]);
    database.close();
  });

  it('runs the same queries with new parameters, interleaved, through Kysely', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mizan-db-test-'));
    dirs.push(dir);
    const { db } = openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, 'db.sqlite') });
    await db.schema
      .createTable('identities')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text')
      .addColumn('createdAt', 'bigint')
      .execute();
    const find = (id: string) =>
      db.selectFrom('identities').select(['id', 'createdAt']).where('id', '=', id).executeTakeFirst();
    for (let i = 0; i < 5; i++) {
      await db
        .insertInto('identities')
        .values({ id: `id-${i}`, userId: null, createdAt: i })
        .execute();
      expect(await find(`id-${i}`)).toEqual({ id: `id-${i}`, createdAt: i });
      expect(await find('missing')).toBeUndefined();
    }
    const all = await Promise.all([0, 1, 2, 3, 4].map((i) => find(`id-${i}`)));
    expect(all.map((row) => row?.createdAt)).toEqual([0, 1, 2, 3, 4]);
    await db.destroy();
  });
});
