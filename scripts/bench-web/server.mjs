// The production server over a built web app, on a free port with a throwaway data folder, as the journeys
// run it (scripts/e2e.mjs): the benches measure what a visitor gets from the real server.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the API server serving `dist`; resolves once /readyz answers, with its base URL and a stop(). */
export async function startServer(dist) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mizan-bench-')),
      // Dozens of page loads from one address would meet the default limit.
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.resolve(dist),
    },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 120; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop };
  }
  stop();
  throw new Error('the server did not become ready');
}
