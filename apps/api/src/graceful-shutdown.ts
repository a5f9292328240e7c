import type { FastifyInstance } from 'fastify';

/** While closing, connections that went idle since the last look are closed this often. */
const IDLE_SWEEP_MS = 50;
/** After the grace period, how long the cut requests and the database get to wind down before we give up. */
const AFTER_CUT_MS = 2000;

/**
 * Closes the app for SIGTERM (issue 12 item 8): no new connections; idle keep-alive connections closed at once,
 * and each one that goes idle later (its last request done) within IDLE_SWEEP_MS, since Node's server.close()
 * only closes those idle at the moment it is called and would otherwise wait for the keep-alive timeout;
 * requests in flight finish within `graceMs` (requests arriving meanwhile on open connections get Fastify's 503
 * and `Connection: close`), then the database and Redis close. Resolves with the exit code: 0 when everything
 * finished, 1 when the grace period ran out and requests were cut, or closing failed.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<0 | 1> {
  const server = app.server;
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let graceTimer: NodeJS.Timeout | undefined;
  const closed = app.close().then(
    () => 'closed' as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown: error while closing');
      return 'failed' as const;
    },
  );
  const graceOver = new Promise<'grace over'>((resolve) => {
    graceTimer = setTimeout(() => resolve('grace over'), graceMs);
  });
  try {
    const outcome = await Promise.race([closed, graceOver]);
    if (outcome === 'closed') return 0;
    if (outcome === 'failed') return 1;
    app.log.error(`shutdown: requests still running after the ${graceMs} ms grace period; cutting them`);
    server.closeAllConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, AFTER_CUT_MS).unref())]);
    return 1;
  } finally {
    clearInterval(sweep);
    clearTimeout(graceTimer);
  }
}
