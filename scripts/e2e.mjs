// Browser journeys against the production build: build the web app, pick a free port, run Playwright
// (its webServer starts the real API server with a throwaway data folder). `WEB_DIST=/tmp/x` builds into and
// serves another folder (the server reads the same variable), so two people can run journeys side by side.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});

const outDir = process.env.WEB_DIST ? ['--', '--outDir', path.resolve(process.env.WEB_DIST), '--emptyOutDir'] : [];
const build = spawnSync('npm', ['run', 'build', '-w', '@mizan/web', ...outDir], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port) },
});
process.exit(result.status ?? 1);
