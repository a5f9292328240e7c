import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

describe('graceful close', () => {
  it('finishes an in-flight request, then stops accepting and closes the database', async () => {
    let started = false;
    let release: () => void = () => undefined;
    const t = await buildTestApp('sqlite', {
      beforeReady: (app) =>
        app.get('/api/test-slow', async () => {
          started = true;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { done: true };
        }),
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test-slow`);
    await expect.poll(() => started).toBe(true);
    const closing = t.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await expect(t.app.db.selectFrom('identities').selectAll().execute()).rejects.toThrow();
  });
});
