import { defineConfig } from 'vitest/config';

// One run covers every workspace: pure packages and the API in node, the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
