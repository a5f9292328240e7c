import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { LANGUAGE_COOKIE } from '../src/routes/web-pages';
import { buildTestApp, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const SHELL =
  '<!doctype html><html lang="en"><head><title>Mizan</title></head><body><div id="root"></div></body></html>';
/** A client-rendered route's own shell: index.html preloading its screen instead of the start page's. */
const LOGIN_SHELL =
  '<!doctype html><html lang="en"><head><title>Mizan</title><link rel="modulepreload" href="/assets/login.js"></head><body><div id="root"></div></body></html>';
const FOLDERS = ['en', 'es', 'fr', 'de', 'first-visit'];
const NAMES = ['index', 'index.pass', 'index.no-pass', 'about', 'contacts', 'pay', 'pay.taxi-meter', '404'];

/** The page a fake build holds for a folder and name: says which it is, with a head to put the status in. */
const page = (folder: string, name: string) =>
  `<!doctype html><html lang="${folder}"><head><title>${name}</title></head><body><div id="root">${folder}/${name}</div></body></html>`;

/** A small fake of the web build with its prerendered pages (apps/web/build/prerender.ts). */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mizan-web-pages-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  for (const folder of FOLDERS) {
    mkdirSync(path.join(dist, 'pages', folder), { recursive: true });
    for (const name of NAMES)
      writeFileSync(path.join(dist, 'pages', folder, `${name}.html`), page(folder, name));
  }
  writeFileSync(path.join(dist, 'pages', 'fr', 'contacts.html.br'), 'brotli bytes');
  mkdirSync(path.join(dist, 'pages', 'shell'));
  writeFileSync(path.join(dist, 'pages', 'shell', 'login.html'), LOGIN_SHELL);
  writeFileSync(
    path.join(dist, 'pages', 'pages.json'),
    JSON.stringify({
      languages: ['en', 'es', 'fr', 'de'],
      firstVisit: 'first-visit',
      pages: { '/': 'index', '/about': 'about', '/contacts': 'contacts', '/pay': 'pay', '*': '404' },
      queries: { '/pay': { param: 't', values: ['taxi-meter'] } },
      appRoutes: ['/pay/complete', '/login'],
      shells: { '/login': 'login' },
    }),
  );
  return dist;
}

const passStatusIn = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="pass-status">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as unknown;

describe('serving the prerendered pages (no database involved)', () => {
  let t: TestApp;
  let dist: string;
  afterEach(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const start = async () => {
    dist = fakeDist();
    t = await buildTestApp('sqlite', { env: { WEB_DIST: dist }, now: () => NOW });
  };

  it.each([
    ['/about', 'fr', 200, 'fr/about'],
    ['/about/', 'de', 200, 'de/about'],
    ['/contacts', 'es', 200, 'es/contacts'],
    ['/contacts', undefined, 200, 'first-visit/contacts'],
    ['/contacts', 'xx', 200, 'first-visit/contacts'],
    ['/pay', 'fr', 200, 'fr/pay'],
    ['/pay?t=taxi-meter', 'fr', 200, 'fr/pay.taxi-meter'],
    ['/pay?utm_source=x&t=taxi-meter', undefined, 200, 'first-visit/pay.taxi-meter'],
    ['/pay?t=translate', 'de', 200, 'de/pay'],
    ['/pay?t=..%2Fabout', 'de', 200, 'de/pay'],
    ['/contacts?t=taxi-meter', 'es', 200, 'es/contacts'],
    ['/no/such/page', 'fr', 404, 'fr/404'],
    ['/no-such-page', undefined, 404, 'first-visit/404'],
  ])('GET %s with language cookie %s answers %i with the page %s', async (url, language, status, shown) => {
    await start();
    const response = await t.app.inject({
      method: 'GET',
      url,
      cookies: language ? { [LANGUAGE_COOKIE]: language } : {},
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain(`<div id="root">${shown}</div>`);
  });

  it.each([
    ['/pay/complete', 'index.html (it has no shell of its own)', SHELL],
    ['/login', 'its own shell', LOGIN_SHELL],
    ['/login/', 'its own shell', LOGIN_SHELL],
  ])('answers the app route %s, not prerendered, with %s', async (url, _shell, body) => {
    await start();
    const response = await t.app.inject({ method: 'GET', url, cookies: { [LANGUAGE_COOKIE]: 'fr' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(body);
  });

  it('sends a page precompressed when the browser accepts it', async () => {
    await start();
    const response = await t.app.inject({
      method: 'GET',
      url: '/contacts',
      cookies: { [LANGUAGE_COOKIE]: 'fr' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes');
  });

  it('still serves the shell by its name and the pages by theirs (the service worker fetches those)', async () => {
    await start();
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).body).toBe(SHELL);
    const file = await t.app.inject({ method: 'GET', url: '/pages/de/about.html' });
    expect(file.body).toBe(page('de', 'about'));
  });

  it('answers a first visit to / with the no-pass page of the picker, and creates no identity', async () => {
    await start();
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">first-visit/index.no-pass</div>');
    expect(passStatusIn(response.body)).toEqual({ active: false, passExpiresAt: null });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await t.app.db.selectFrom('identities').select('id').execute()).toEqual([]);
  });

  it('compresses / per answer', async () => {
    await start();
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { [LANGUAGE_COOKIE]: 'de' },
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<div id="root">de/index.no-pass</div>',
    );
  });

  it('treats a forged identity cookie as no identity', async () => {
    await start();
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { [IDENTITY_COOKIE]: 'forged.value', [LANGUAGE_COOKIE]: 'en' },
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.body).toContain('<div id="root">en/index.no-pass</div>');
  });
});

describe.each(testDatabases)('serving / in the visitor’s pass state (%s)', (database) => {
  let t: TestApp;
  let dist: string;
  afterEach(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function visitorWithPass(expiresIn: number | null) {
    dist = fakeDist();
    t = await buildTestApp(database, { env: { WEB_DIST: dist }, now: () => NOW });
    const visitor = await newVisitor(t.app);
    if (expiresIn !== null) {
      await t.app.db
        .insertInto('passes')
        .values({
          id: 'p1',
          ownerId: visitor.identityId,
          plan: '4day',
          days: 3,
          provider: 'demo',
          providerSessionId: 'session-1',
          paidAt: NOW.getTime() - HOUR,
          expiresAt: NOW.getTime() + expiresIn,
          deactivatedAt: null,
          createdAt: NOW.getTime() - HOUR,
        })
        .execute();
    }
    return visitor;
  }

  it.each([
    [
      'an active pass',
      5 * HOUR,
      'fr/index.pass',
      { active: true, passExpiresAt: '2026-11-22T15:00:00.000Z' },
    ],
    ['an expired pass', -HOUR, 'fr/index.no-pass', { active: false, passExpiresAt: null }],
    ['no pass', null, 'fr/index.no-pass', { active: false, passExpiresAt: null }],
  ])('with %s', async (_label, expiresIn, shown, status) => {
    const visitor = await visitorWithPass(expiresIn);
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { [IDENTITY_COOKIE]: visitor.cookie, [LANGUAGE_COOKIE]: 'fr' },
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root">${shown}</div>`);
    expect(passStatusIn(response.body)).toEqual(status);
  });

  it('answers a pass holder without a language choice with the first-visit pass page', async () => {
    const visitor = await visitorWithPass(5 * HOUR);
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { [IDENTITY_COOKIE]: visitor.cookie },
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.body).toContain('<div id="root">first-visit/index.pass</div>');
  });
});
