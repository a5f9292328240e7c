import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

describe.each(testDatabases)('health probes (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers /healthz and /readyz while the database answers', async () => {
    t = await buildTestApp(database);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 once the database is gone, while /healthz still answers', async () => {
    t = await buildTestApp(database);
    await t.app.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
