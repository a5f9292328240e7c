import { afterEach, describe, expect, it } from 'vitest';
import type { Feature } from '@mizan/domain/pass/features';
import { buildTestApp, givePass, newVisitor, postAs, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('POST /api/access (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each([
    [
      'translate',
      [
        { allowed: true, remaining: 2, reason: 'free' },
        { allowed: true, remaining: 1, reason: 'free' },
        { allowed: true, remaining: 0, reason: 'free' },
        { allowed: false, remaining: 0, reason: 'exhausted' },
        { allowed: false, remaining: 0, reason: 'exhausted' },
      ],
    ],
    [
      'taxi-estimate',
      [
        { allowed: true, remaining: 0, reason: 'free' },
        { allowed: false, remaining: 0, reason: 'exhausted' },
      ],
    ],
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
    expect((await postAs(t.app, bob, '/api/access', { feature: 'taxi-estimate' })).json()).toMatchObject({
      allowed: true,
    });
    expect((await postAs(t.app, ana, '/api/access', { feature: 'translate' })).json()).toMatchObject({
      allowed: true,
      remaining: 2,
    });
    expect((await postAs(t.app, ana, '/api/access', { feature: 'taxi-estimate' })).json()).toMatchObject({
      allowed: false,
    });
  });

  it.each(['translate', 'taxi-estimate', 'taxi-meter'] as Feature[])(
    'allows 20 concurrent %s calls of a fresh identity exactly as many times as the allowance',
    async (feature) => {
      t = await buildTestApp(database);
      const ana = await newVisitor(t.app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => postAs(t.app, ana, '/api/access', { feature })),
      );
      const allowed = answers.filter((response) => response.json<{ allowed: boolean }>().allowed).length;
      expect(answers.every((response) => response.statusCode === 200)).toBe(true);
      expect(allowed).toBe({ translate: 3, 'taxi-estimate': 1, 'taxi-meter': 0 }[feature]);
      expect(await t.app.repos.usageCounters.used(ana.identityId, feature)).toBe(allowed);
    },
  );

  it('always allows a pass holder and does not count the use', async () => {
    t = await buildTestApp(database, { now: () => NOW });
    const ana = await newVisitor(t.app);
    await givePass(t.app, ana.identityId, NOW);
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
    expect(await t.app.access.consume(ana.identityId, 'taxi-estimate')).toEqual({
      allowed: true,
      remaining: 0,
      reason: 'free',
    });
    const response = await postAs(t.app, ana, '/api/access', { feature: 'taxi-estimate' });
    expect(response.json()).toEqual({ allowed: false, remaining: 0, reason: 'exhausted' });
  });
});

describe.each(testDatabases)('the access service: check, then spend on success (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** What a paid feature's handler does: check before the work, spend after it succeeded. */
  async function useFeature(ownerId: string, feature: Feature, work: () => Promise<void> = async () => {}) {
    const grant = await t.app.access.check(ownerId, feature);
    await work();
    await t.app.access.spend(ownerId, feature, grant);
  }

  it('gives a fresh visitor exactly 3 translations out of 20 concurrent ones', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        useFeature(ana.identityId, 'translate', () => new Promise((r) => setTimeout(r, 5))),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const refused of outcomes.filter((o) => o.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ statusCode: 402, code: 'payment_required' });
    }
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(3);
  });

  it('refuses at check, before the work, once the free uses are spent', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    await useFeature(ana.identityId, 'taxi-estimate');
    let worked = false;
    await expect(
      useFeature(ana.identityId, 'taxi-estimate', async () => void (worked = true)),
    ).rejects.toMatchObject({ statusCode: 402 });
    expect(worked).toBe(false);
  });

  it('spends nothing when the work fails', async () => {
    t = await buildTestApp(database);
    const ana = await newVisitor(t.app);
    await expect(
      useFeature(ana.identityId, 'translate', () => Promise.reject(new Error('provider down'))),
    ).rejects.toThrow('provider down');
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });

  it('always lets a pass holder through and counts nothing', async () => {
    t = await buildTestApp(database, { now: () => NOW });
    const ana = await newVisitor(t.app);
    await t.app.repos.passes.insertOnce({
      id: 'p1',
      ownerId: ana.identityId,
      plan: '4day',
      days: 3,
      provider: 'demo',
      providerSessionId: 's1',
      paidAt: NOW.getTime() - DAY,
      expiresAt: NOW.getTime() + DAY,
      deactivatedAt: null,
      createdAt: NOW.getTime() - DAY,
    });
    await Promise.all(Array.from({ length: 10 }, () => useFeature(ana.identityId, 'translate')));
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });
});
