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
import { preloadModules } from './build/preload-modules.ts';
import { preloadRequest } from './build/preload-request.ts';

const THEME = '#0f4c4c';
// The page the service worker answers navigations with (build/preload-request.ts).
const OFFLINE_SHELL = 'app-shell.html';

// The libraries every first paint needs, in one chunk: one request instead of a dozen small ones.
const SHELL_LIBRARIES =
  /node_modules\/(?:react|react-dom|scheduler|react-router|@tanstack\/(?:query-core|react-query)|i18next|react-i18next|use-sync-external-store)\//;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    contentDates([...TESTIMONIALS.map((item) => item.writtenOn), RATES_AS_OF], LANGUAGES),
    // `/` is the start URL (manifest, home-screen icon): fetch its screen with the entry, and what the pass
    // status (which decides most of that screen) loads on demand: its contract and its session cache.
    preloadModules([
      'src/app/routes/home.tsx',
      'packages/contracts/src/pass-status.ts',
      'src/features/pass/api/pass-status-cache.ts',
    ]),
    // The same for the pass status itself; the service worker's copy of the page goes without it.
    preloadRequest('/api/pass-status', OFFLINE_SHELL),
    inlineCss(),
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
        // The shell, every route chunk, the locales and the offline data are all JS/CSS/HTML chunks.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['index.html'],
        navigateFallback: OFFLINE_SHELL,
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
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
          groups: [{ name: 'shell', test: SHELL_LIBRARIES }],
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest-fail-on-console.ts', './src/test/setup.ts'],
  },
});
