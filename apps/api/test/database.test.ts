import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

describe.each(testDatabases)('database (%s)', (database) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it('migrates two apps side by side into separate databases (PostgreSQL: separate schemas)', async () => {
    apps.push(await buildTestApp(database), await buildTestApp(database));
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    const visitor = await newVisitor(first.app);
    expect(await first.app.repos.identities.findById(visitor.identityId)).toBeDefined();
    expect(await second.app.repos.identities.findById(visitor.identityId)).toBeUndefined();
  });

  it('reads timestamps back as numbers on every dialect', async () => {
    const t = await buildTestApp(database, { now: () => new Date('2026-11-22T10:00:00.000Z') });
    apps.push(t);
    const visitor = await newVisitor(t.app);
    const row = await t.app.repos.identities.findById(visitor.identityId);
    expect(row?.createdAt).toBe(Date.parse('2026-11-22T10:00:00.000Z'));
  });
});
