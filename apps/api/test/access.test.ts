import { afterEach, describe, expect, it } from 'vitest';
import type { Feature } from '@mizan/domain/pass/features';
import { buildTestApp, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('POST /api/access (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each([
    ['translate', [
      { allowed: true, remaining: 2, reason: 'free' },
      { allowed: true, remaining: 1, reason: 'free' },
      { allowed: true, remaining: 0, reason: 'free' },
      { allowed: false, remaining: 0, reason: 'exhausted' },
      { allowed: false, remaining: 0, reason: 'exhausted' },
    ]],
    ['taxi-estimate', [
      { allowed: true, remaining: 0, reason: 'free' },
      { allowed: false, remaining: 0, reason: 'exhausted' },
    ]],
    ['taxi-meter', [{ allowed: false, remaining: 0, reason: 'exhausted' }]],
  ] as const)('counts the free uses of %s', async (feature, expected) => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    for (const answer of expected) {
      const response = await postAs(t.app, ana, '/api/access', { feature });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(answer);
    }
  });

  it('counts per identity and per feature', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const bob = await newVisitor(t.app);
    await postAs(t.app, ana, '/api/access', { feature: 'taxi-estimate' });
    expect((await postAs(t.app, bob, '/api/access', { feature: 'taxi-estimate' })).json()).toMatchObject({ allowed: true });
    expect((await postAs(t.app, ana, '/api/access', { feature: 'translate' })).json()).toMatchObject({ allowed: true, remaining: 2 });
    expect((await postAs(t.app, ana, '/api/access', { feature: 'taxi-estimate' })).json()).toMatchObject({ allowed: false });
  });

  it.each(['translate', 'taxi-estimate', 'taxi-meter'] as Feature[])(
    'allows 20 concurrent %s calls of a fresh identity exactly as many times as the allowance',
    async (feature) => {
      t = await buildTestApp(database);
      const ana = await newVisitor(t.app);
      const answers = await Promise.all(Array.from({ length: 20 }, () => postAs(t.app, ana, '/api/access', { feature })));
      const allowed = answers.filter((response) => response.json<{ allowed: boolean }>().allowed).length;
      expect(answers.every((response) => response.statusCode === 200)).toBe(true);
      expect(allowed).toBe({ translate: 3, 'taxi-estimate': 1, 'taxi-meter': 0 }[feature]);
      expect(await t.app.repos.usageCounters.used(ana.identityId, feature)).toBe(allowed);
    },
  );

  it('always allows a pass holder and does not count the use', async () => {
    t = await buildTestApp(database, { now: () => NOW });
    const ana = await newVisitor(t.app);
    await t.app.db
      .insertInto('passes')
      .values({
        id: 'p1',
        ownerId: ana.identityId,
        plan: '10day',
        days: 7,
        provider: 'demo',
        providerSessionId: 's1',
        paidAt: NOW.getTime() - DAY,
        expiresAt: NOW.getTime() + DAY,
        deactivatedAt: null,
        createdAt: NOW.getTime() - DAY,
      })
      .execute();
    for (let i = 0; i < 5; i += 1) {
      const response = await postAs(t.app, ana, '/api/access', { feature: 'taxi-meter' });
      expect(response.json()).toEqual({ allowed: true, remaining: 0, reason: 'pass' });
    }
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'taxi-meter')).toBe(0);
  });

  it.each([
    [{ feature: 'teleport' }, 'body.feature'],
    [{}, 'body.feature'],
  ])('refuses %j with a 400 naming the field', async (body, field) => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const response = await postAs(t.app, ana, '/api/access', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(field), code: 'validation_failed' });
  });

  it('is the same service feature routes call: app.access.consume', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    expect(await t.app.access.consume(ana.identityId, 'taxi-estimate')).toEqual({ allowed: true, remaining: 0, reason: 'free' });
    const response = await postAs(t.app, ana, '/api/access', { feature: 'taxi-estimate' });
    expect(response.json()).toEqual({ allowed: false, remaining: 0, reason: 'exhausted' });
  });
});
