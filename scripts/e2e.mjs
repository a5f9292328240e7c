// Browser journeys against the production build: build the web app, pick a free port, run Playwright
// (its webServer starts the real API server with a throwaway data folder). `WEB_DIST=/tmp/x` builds into and
// serves another folder (the server reads the same variable), so two people can run journeys side by side.
// `--build-only` builds and stops; `--no-build` serves the build already there (`npm test` builds while the
// unit tests run, then journeys). Other arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const [mode] = process.argv.slice(2);
const playwrightArgs = process.argv.slice(mode === '--no-build' || mode === '--build-only' ? 3 : 2);

if (mode !== '--no-build') {
  const outDir = process.env.WEB_DIST
    ? ['--', '--outDir', path.resolve(process.env.WEB_DIST), '--emptyOutDir']
    : [];
  const build = spawnSync('npm', ['run', 'build', '-w', '@mizan/web', ...outDir], { stdio: 'inherit' });
  if (build.status !== 0 || mode === '--build-only') process.exit(build.status ?? 1);
}

// Three ports the system gives as free, held open together so they differ: the journeys' server, the OpenAI fake
// and the server that talks to it (e2e/playwright.config.ts). Consecutive ports were not checked, and one was
// once taken.
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

const [port, openaiPort, voicePort] = await freePorts(3);

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_OPENAI_PORT: String(openaiPort),
    E2E_VOICE_PORT: String(voicePort),
  },
});
process.exit(result.status ?? 1);
