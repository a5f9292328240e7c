import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace: pure packages and the API in node, the web app in jsdom.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on CI's 2 cores, while much of the node project's
    // time is waiting (budgets timed for real, sockets, PostgreSQL, child servers): two files at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          // The files share their worker's module cache instead of each loading the API and its libraries
          // again (44 s of 140 s of CPU). They may: every test builds its own app on its own database
          // (buildTestApp), nothing here mocks a module or a global, and spies are restored after each file.
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
