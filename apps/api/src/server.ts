import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeGracefully } from './graceful-shutdown';
import type { Config } from './config';
import { providerNames } from './providers/registry';

// The thin entry point (fastify/demo): config, logger, listen, graceful close. Everything else is app.ts.
function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message names every bad variable; no stack trace, the operator only needs to fix the env.
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();

const app = await buildApp(config, {
  logger: {
    level: config.logLevel,
    // Never log secrets: cookies, credentials and anything that looks like a token or a password.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf"]',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.csrf',
        '*.secret',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
    ...(config.nodeEnv === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty' } }
      : {}),
  },
});

const stores = {
  database: app.dbDialect,
  'rate limit': app.redis ? 'redis' : 'memory',
  cache: app.cache.kind,
};
const providers = providerNames(app.providers);
app.log.info(
  { ...stores, providers },
  `start: ${Object.entries({ ...stores, ...providers })
    .map(([kind, name]) => `${kind} ${name}`)
    .join(', ')}`,
);

// SIGTERM (a supervisor, `docker stop`, npm forwarding it) and SIGINT (Ctrl-C): finish what is in flight within
// SHUTDOWN_GRACE_MS, then exit; 0 when nothing had to be cut (graceful-shutdown.ts). A second signal changes nothing.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing (finishing in-flight requests, ${config.shutdownGraceMs} ms at most)`);
  process.exit(await closeGracefully(app, config.shutdownGraceMs));
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
