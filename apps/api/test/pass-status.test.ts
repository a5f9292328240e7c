import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;

interface PassRow {
  owner: 'self' | 'other';
  expiresIn: number;
  deactivated?: boolean;
}

describe.each(testDatabases)('GET /api/pass-status (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function insertPasses(self: Visitor, other: Visitor, rows: PassRow[]) {
    let n = 0;
    for (const row of rows) {
      n += 1;
      await t.app.db
        .insertInto('passes')
        .values({
          id: `p${n}`,
          ownerId: row.owner === 'self' ? self.identityId : other.identityId,
          plan: '4day',
          days: 3,
          provider: 'demo',
          providerSessionId: `session-${n}`,
          paidAt: NOW.getTime() - 72 * HOUR,
          expiresAt: NOW.getTime() + row.expiresIn,
          deactivatedAt: row.deactivated ? NOW.getTime() - HOUR : null,
          createdAt: NOW.getTime() - 72 * HOUR,
        })
        .execute();
    }
  }

  it.each<[string, PassRow[], { active: boolean; passExpiresAt: string | null }]>([
    ['no pass', [], { active: false, passExpiresAt: null }],
    ['an active pass', [{ owner: 'self', expiresIn: 5 * HOUR }], { active: true, passExpiresAt: '2026-11-22T15:00:00.000Z' }],
    ['a pass that expired a second ago', [{ owner: 'self', expiresIn: -1000 }], { active: false, passExpiresAt: null }],
    ['a pass that expires in a second', [{ owner: 'self', expiresIn: 1000 }], { active: true, passExpiresAt: '2026-11-22T10:00:01.000Z' }],
    ['a pass expiring exactly now', [{ owner: 'self', expiresIn: 0 }], { active: false, passExpiresAt: null }],
    ['a deactivated pass', [{ owner: 'self', expiresIn: 5 * HOUR, deactivated: true }], { active: false, passExpiresAt: null }],
    ["another identity's active pass", [{ owner: 'other', expiresIn: 5 * HOUR }], { active: false, passExpiresAt: null }],
    [
      'an expired and a later active pass',
      [{ owner: 'self', expiresIn: -HOUR }, { owner: 'self', expiresIn: 2 * HOUR }, { owner: 'self', expiresIn: 9 * HOUR, deactivated: true }],
      { active: true, passExpiresAt: '2026-11-22T12:00:00.000Z' },
    ],
  ])('with %s', async (_label, rows, expected) => {
    t = await buildTestApp(database, { now: () => NOW });
    const self = await newVisitor(t.app);
    const other = await newVisitor(t.app);
    await insertPasses(self, other, rows);
    const response = await t.app.inject({ method: 'GET', url: '/api/pass-status', cookies: { [IDENTITY_COOKIE]: self.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(expected);
  });

  it('answers inactive for a first-time visitor (and gives them an identity)', async () => {
    t = await buildTestApp(database);
    const response = await t.app.inject({ method: 'GET', url: '/api/pass-status' });
    expect(response.json()).toEqual({ active: false, passExpiresAt: null });
    expect(response.cookies[0]?.name).toBe(IDENTITY_COOKIE);
  });
});
