// Browser journeys against the production build: build the web app, pick a free port, run Playwright
// (its webServer starts the real API server with a throwaway data folder).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port) },
});
process.exit(result.status ?? 1);
