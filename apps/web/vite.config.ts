import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
// Relative paths, here only: Vite bundles a config's relative imports and leaves package imports to Node,
// which cannot load the workspace packages' TypeScript.
// eslint-disable-next-line mizan/no-workspace-escape -- see above
import { RATES_AS_OF } from '../../packages/domain/src/currency/currency.ts';
// eslint-disable-next-line mizan/no-workspace-escape -- see above
import { LANGUAGES } from '../../packages/domain/src/text/language.ts';
// eslint-disable-next-line mizan/no-workspace-escape -- see above
import { TESTIMONIALS } from '../../packages/data/src/testimonials.ts';
import { contentDates } from './build/content-dates.ts';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { PAGES_DIR, prerender } from './build/prerender.ts';
import { preloadModules } from './build/preload-modules.ts';
import { preloadRequest } from './build/preload-request.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { PAY_PAGE_TRIGGERS } from './src/features/checkout/lib/pay-page-variant.ts';

const THEME = '#0f4c4c';
// The page the service worker answers navigations with (build/preload-request.ts).
const OFFLINE_SHELL = 'app-shell.html';

// The libraries every first paint needs, in one chunk: one request instead of a dozen small ones.
const SHELL_LIBRARIES =
  /node_modules\/(?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)\//;
// TanStack Query, loaded by the screens that fetch (app/router.tsx withServerState), in one chunk of its own.
const QUERY_LIBRARY = /node_modules\/@tanstack\/(?:query-core|react-query)\//;

// What the app's modules need to be bundled, for the browser and for the prerender's Node bundle alike.
const appPlugins = () => [
  react(),
  contentDates([...TESTIMONIALS.map((item) => item.writtenOn), RATES_AS_OF], LANGUAGES),
];

// The public routes whose first screen is in the HTML (ADR 021), with the module of each screen.
const PRERENDERED = [
  { route: '/', name: 'index', module: 'src/app/routes/home.tsx' },
  { route: '/about', name: 'about', module: 'src/app/routes/about.tsx' },
  { route: '/contacts', name: 'contacts', module: 'src/app/routes/contacts.tsx' },
  { route: '/taxi-fares', name: 'taxi-fares', module: 'src/app/routes/taxi-fares.tsx' },
  { route: '/transcribe', name: 'transcribe', module: 'src/app/routes/transcribe.tsx' },
  { route: '/itinerary', name: 'itinerary', module: 'src/app/routes/itinerary.tsx' },
  // Each trigger has a line of its own under the title: its page (features/checkout/lib/pay-page-variant.ts
  // PAY_PAGE_TRIGGERS; servePrerenderedPage below names them too).
  {
    route: '/pay',
    name: 'pay',
    module: 'src/app/routes/pay.tsx',
    queries: { param: 't', values: PAY_PAGE_TRIGGERS },
  },
  { route: '/profile', name: 'profile', module: 'src/app/routes/profile.tsx' },
  { route: '*', name: '404', module: 'src/app/routes/not-found.tsx' },
];

// The app's other routes (rendered in the browser alone), with the module of each screen: each is answered with
// a copy of index.html that preloads its own screen instead of the start page's (build/prerender.ts).
const CLIENT_RENDERED = [
  { route: '/landing', name: 'landing', module: 'src/app/routes/home.tsx' },
  { route: '/pay/complete', name: 'pay-complete', module: 'src/app/routes/completion.tsx' },
  { route: '/mr/checkout', name: 'mr-checkout', module: 'src/app/routes/alt-checkout.tsx' },
  { route: '/mr/complete', name: 'mr-complete', module: 'src/app/routes/completion.tsx' },
  { route: '/tst/checkout', name: 'tst-checkout', module: 'src/app/routes/alt-checkout.tsx' },
  { route: '/tst/complete', name: 'tst-complete', module: 'src/app/routes/completion.tsx' },
  { route: '/app', name: 'app', module: 'src/app/routes/app.tsx' },
  { route: '/login', name: 'login', module: 'src/app/routes/login.tsx' },
];

/**
 * The service worker's answer to a navigation (ADR 021): the prerendered page of the URL in the language
 * the page last stored in the `mizan-language` cache (features/language/lib/language-choice.ts), or the
 * first-visit page; from the worker's own cache at once, refreshed in the background, else from the
 * network and kept. `/` is the page of the pass status the page last learnt (the `mizan-pass` cache,
 * features/pass/api/pass-status-cache.ts; an active pass past its end is none), with the status in it as
 * the server puts it, marked as the worker's so the page asks again at once (ADR 022: the repeat visit's
 * largest paint no longer waits for the scripts and the request); without one, its 'unknown' variant, which
 * asks. A URL with no page, or no page while offline, gets the precached shell, rendered by the app alone.
 * Workbox copies this function's source into sw.js, so it uses nothing from this file (the names are
 * written out).
 */
/** The part of the worker's fetch event the handler uses (this file is typed with the DOM's types). */
interface PageFetchEvent {
  waitUntil(promise: Promise<unknown>): void;
}

const servePrerenderedPage = async ({ url, event }: { url: URL; event: PageFetchEvent }) => {
  // `/pay?t=<trigger>` has a page of its own (PRERENDERED's queries); any other query, the route's page.
  const trigger = url.searchParams.get('t') ?? '';
  const query =
    url.pathname === '/pay' && ['taxi-meter', 'taxi-estimate', 'translate'].includes(trigger)
      ? `.${trigger}`
      : '';
  const name = url.pathname === '/' ? 'index' : url.pathname.slice(1);
  if (/^[a-z0-9-]+$/.test(name)) {
    const stored = await caches
      .open('mizan-language')
      .then((cache) => cache.match('/language'))
      .then((response) => response?.text());
    const folder = stored && ['en', 'es', 'fr', 'de'].includes(stored) ? stored : 'first-visit';
    const kept: { active?: unknown; passExpiresAt?: unknown } | undefined =
      name === 'index'
        ? await caches
            .open('mizan-pass')
            .then((cache) => cache.match('/pass-status'))
            .then((response) => response?.json())
            .catch(() => undefined)
        : undefined;
    const status =
      kept?.active === true && typeof kept.passExpiresAt === 'string'
        ? Date.parse(kept.passExpiresAt) > Date.now()
          ? { active: true, passExpiresAt: kept.passExpiresAt }
          : { active: false, passExpiresAt: null }
        : kept?.active === false
          ? { active: false, passExpiresAt: null }
          : null;
    const variant = status ? (status.active ? '.pass' : '.no-pass') : query;
    const page = `/pages/${folder}/${name}${variant}.html`;
    const pages = await caches.open('mizan-pages');
    const refresh = fetch(page).then(async (response) => {
      if (response.ok) await pages.put(page, response.clone());
      return response;
    });
    const withStatus = async (response: Response) => {
      if (!status) return response;
      const json = JSON.stringify(status).replace(/</g, '\\u003c');
      const script = `<script type="application/json" id="pass-status" data-source="worker">${json}</script>`;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      headers.delete('content-encoding');
      const html = (await response.text()).replace('</head>', `${script}</head>`);
      return new Response(html, { status: response.status, headers });
    };
    const cached = await pages.match(page);
    if (cached) {
      event.waitUntil(refresh.catch(() => undefined));
      return withStatus(cached);
    }
    const fresh = await refresh.catch(() => undefined);
    if (fresh?.ok) return withStatus(fresh);
  }
  return (await caches.match('/app-shell.html', { ignoreSearch: true })) ?? fetch(url.href);
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    ...appPlugins(),
    reactRouterProduction(),
    tailwindcss(),
    // `/` is the start URL (manifest, home-screen icon): fetch its screen with the entry.
    preloadModules(['src/app/routes/home.tsx']),
    // The same for the pass status itself; the service worker's copy of the page goes without it.
    preloadRequest('/api/pass-status', OFFLINE_SHELL),
    inlineCss(),
    prerender({
      entry: 'src/app/entry-prerender.tsx',
      routes: PRERENDERED,
      clientRendered: CLIENT_RENDERED,
      languages: LANGUAGES,
      plugins: appPlugins,
    }),
    precompress(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // Registered by src/lib/register-sw.ts once the page has settled (5 s after load, at idle), never on load (LCP).
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Mizan: fair taxi fares and travel help in Morocco',
        short_name: 'Mizan',
        description:
          'Taxi fare estimates, a GPS taximeter, a voice translator and emergency numbers for travellers in Morocco.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#faf6ef',
        theme_color: THEME,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, every route chunk, the locales and the offline data are all JS/CSS/HTML chunks. The
        // prerendered pages are not precached (45 pages, about 2 MB): the worker keeps those it serves.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['index.html', `${PAGES_DIR}/**`],
        cleanupOutdatedCaches: true,
        // Off: vite-plugin-pwa's default (index.html, not precached) would answer every navigation before
        // servePrerenderedPage, and fail offline.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(?:api\/|healthz|readyz)/.test(url.pathname),
            handler: servePrerenderedPage,
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: SHELL_LIBRARIES },
            { name: 'query', test: QUERY_LIBRARY },
          ],
          // Modules shared by several screens (an icon, a card, a formatter) would each be a chunk of a few
          // hundred bytes: on a phone every extra request costs a round trip, so copy them into their users.
          experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file in a fresh VM context (its own window, document, storage and modules, as with the default
    // pool) inside a reused process: a new process per file spent most of the project's time starting node
    // and loading jsdom again (94 s of CPU for 62 files; 13 s this way).
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [
      '../../scripts/vitest-web-environment.ts',
      '../../scripts/vitest-fail-on-console.ts',
      './src/test/setup.ts',
    ],
  },
});
