import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE } from '../src/services/accounts';
import { clientAt, count, post, registered, statusesOf } from './auth-helpers';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Issue 12, items 3 and 4: the throttle counts a guess before its password is checked, per (account, client)
// with growing delays, and per client across accounts.
const PASSWORD = 'mint tea in the medina';
const { perAccountAndClient, perClient } = SIGN_IN_THROTTLE;

describe.each(testDatabases)('sign-in throttle (%s)', (database) => {
  let t: TestApp;
  let clock = new Date('2026-11-22T09:00:00.000Z');
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    t = await buildTestApp(database, { now: () => clock });
  });
  afterAll(() => t.close());

  const login = (client: Awaited<ReturnType<typeof clientAt>>, email: string, password: string) =>
    post(t.app, client, '/api/auth/login', { email, password });

  it('checks only the allowed guesses of 49 concurrent ones, and the right password sent after them stays out', async () => {
    await registered(t.app, '198.51.100.1', 'race@example.com', PASSWORD);
    const attacker = await clientAt(t.app, '203.0.113.1');
    const statuses = statusesOf(
      await Promise.all(Array.from({ length: 49 }, (_, i) => login(attacker, 'race@example.com', `wrong guess ${i}`))),
    );
    expect(count(statuses, 401)).toBe(perAccountAndClient.freeFailures);
    expect(count(statuses, 429)).toBe(49 - perAccountAndClient.freeFailures);
    // Sent once the burst is answered (a right password inside the burst would sign in and, as the owner's
    // success does, start the count again): the block holds even for the right password.
    expect((await login(attacker, 'race@example.com', PASSWORD)).statusCode).toBe(429);
  });

  it('slows a stranger down with growing delays while the owner signs in from their own device', async () => {
    await registered(t.app, '198.51.100.2', 'leila@example.com', PASSWORD);
    const stranger = await clientAt(t.app, '203.0.113.2');
    // Case and spacing variants of the email are one account, counted together.
    const variants = [
      'leila@example.com',
      'LEILA@example.com',
      '  Leila@Example.COM  ',
      'leila@EXAMPLE.com',
      '\tleila@example.com\n',
    ];
    for (const email of variants)
      expect((await login(stranger, email, 'not the password')).statusCode).toBe(401);
    const blocked = await login(stranger, 'leila@example.com', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBe(perAccountAndClient.firstDelayMs / 1000);

    const owner = await clientAt(t.app, '198.51.100.2');
    expect((await login(owner, 'leila@example.com', PASSWORD)).statusCode).toBe(200);

    // Each wait served allows one more guess, and the next wait is twice as long.
    const waits: number[] = [];
    let wait = perAccountAndClient.firstDelayMs / 1000;
    for (let round = 0; round < 4; round++) {
      later(wait);
      expect((await login(stranger, 'leila@example.com', 'still not it')).statusCode).toBe(401);
      const refused = await login(stranger, 'leila@example.com', 'still not it');
      expect(refused.statusCode).toBe(429);
      wait = Number(refused.headers['retry-after']);
      waits.push(wait);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
    // The delay never grows past its cap.
    for (let round = 0; round < 2; round++) {
      later(wait);
      await login(stranger, 'leila@example.com', 'still not it');
      wait = Number((await login(stranger, 'leila@example.com', 'still not it')).headers['retry-after']);
    }
    expect(wait).toBe(perAccountAndClient.maxDelayMs / 1000);
  });

  it("lets the owner's own typos start over after each successful sign-in", async () => {
    await registered(t.app, '198.51.100.3', 'omar@example.com', PASSWORD);
    const owner = await clientAt(t.app, '198.51.100.3');
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < perAccountAndClient.freeFailures; i++)
        statuses.push((await login(owner, 'omar@example.com', 'a typo in it')).statusCode);
      statuses.push((await login(owner, 'omar@example.com', PASSWORD)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 200]);
  });

  it('throttles one client across accounts, and a success takes its own attempt back', async () => {
    later(perClient.forgetAfterMs / 1000);
    await registered(t.app, '198.51.100.4', 'nadia@example.com', PASSWORD);
    const client = await clientAt(t.app, '203.0.113.4');
    const statuses: number[] = [];
    for (let i = 1; i < perClient.freeFailures; i++)
      statuses.push((await login(client, `nobody${i}@example.com`, 'some password or other')).statusCode);
    statuses.push((await login(client, 'nadia@example.com', PASSWORD)).statusCode);
    statuses.push((await login(client, 'nobody@example.net', 'some password or other')).statusCode);
    statuses.push((await login(client, 'nobody@example.org', 'some password or other')).statusCode);
    expect(statuses).toEqual([...Array(perClient.freeFailures - 1).fill(401), 200, 401, 429]);
    // Another client is not affected.
    const other = await clientAt(t.app, '203.0.113.5');
    expect((await login(other, 'nobody@example.org', 'some password or other')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64', async () => {
    later(perClient.forgetAfterMs / 1000);
    const statuses: number[] = [];
    for (let i = 1; i <= perClient.freeFailures + 1; i++) {
      const client = await clientAt(t.app, `2001:db8:1:2::${i.toString(16)}`);
      statuses.push((await login(client, `v6-${i}@example.com`, 'some password or other')).statusCode);
    }
    expect(statuses).toEqual([...Array(perClient.freeFailures).fill(401), 429]);
  });
});
