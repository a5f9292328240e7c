import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const INDEX = '<!doctype html><title>Mizan</title><div id="root"></div>';

/** A tiny fake of `vite build`'s output. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mizan-web-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Mizan"}');
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), 'console.log(1);');
  return dist;
}

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string | null = null;
  afterEach(async () => {
    await t.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
    dist = null;
  });

  async function appWithDist(): Promise<TestApp> {
    dist = fakeDist();
    return buildTestApp('sqlite', { env: { WEB_DIST: dist } });
  }

  it.each([
    ['/assets/index-a1b2c3.js', 'public, max-age=31536000, immutable', 'console.log(1);'],
    ['/', 'no-cache', INDEX],
    ['/index.html', 'no-cache', INDEX],
    ['/sw.js', 'no-cache', 'self.skipWaiting();'],
    ['/manifest.webmanifest', 'no-cache', '{"name":"Mizan"}'],
    ['/contacts', 'no-cache', INDEX],
    ['/taxi/estimate?from=x#result', 'no-cache', INDEX],
    ['/no/such/page', 'no-cache', INDEX],
    ['/pay/complete?session_id=cs_test.a1&t=translate', 'no-cache', INDEX],
  ])('GET %s answers with cache-control %s', async (url, cacheControl, body) => {
    t = await appWithDist();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.body).toBe(body);
  });

  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip', 'gzip', 'gzip bytes'],
    ['identity', undefined, 'console.log(1);'],
  ])('sends the precompressed asset for accept-encoding %s', async (acceptEncoding, encoding, body) => {
    dist = fakeDist();
    const asset = path.join(dist, 'assets', 'index-a1b2c3.js');
    writeFileSync(`${asset}.br`, 'brotli bytes');
    writeFileSync(`${asset}.gz`, 'gzip bytes');
    t = await buildTestApp('sqlite', { env: { WEB_DIST: dist } });
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(body);
  });

  it.each(['/assets/index-gone.js', '/assets/gone', '/robots.txt', '/icons/icon-512.png', '/favicon.ico'])(
    'answers a missing file (%s) with a 404, not the app shell',
    async (url) => {
      t = await appWithDist();
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: `No such file: ${url}`, code: 'not_found' });
    },
  );

  it('sends a CSP that allows Stripe.js', async () => {
    t = await appWithDist();
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('connect-src');
    expect(csp).toContain('https://api.stripe.com');
  });

  it('still answers JSON 404 for unknown /api paths', async () => {
    t = await appWithDist();
    const response = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('runs without a build and says how to make one', async () => {
    t = await buildTestApp('sqlite');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('npm run build');
    expect((await t.app.inject({ method: 'GET', url: '/api/pass-status' })).statusCode).toBe(200);
  });
});
