// Issue 12 item 6: how many requests a minute one client gets through the rate limit when it writes its own
// X-Forwarded-For. The real app (temp SQLite, RATE_LIMIT_MAX as configured, default 300) behind one proxy at
// 10.0.0.1, which appends the address it saw (the client's, 203.0.113.7) as a real proxy does; the client puts a
// new made-up address in front on every request; then another client behind the same proxy sends ten plain
// requests. Prints one line per TRUST_PROXY setting; not a test.
//   npx tsx scripts/measure-proxy-spoof.ts [TRUST_PROXY values...]   (default: false true 1 10.0.0.1)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { ConfigError, loadConfig } from '../apps/api/src/config';

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';
const REQUESTS = 1000;

async function allowedPerMinute(trustProxy: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-spoof-'));
  try {
    let config;
    try {
      config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        SESSION_SECRET: 'measure-proxy-spoof-secret-0123456789abcdef',
        WEB_DIST: path.join(dir, 'none'),
        LOG_LEVEL: 'silent',
        TRUST_PROXY: trustProxy,
      });
    } catch (error) {
      if (error instanceof ConfigError) return `refused at start (${error.problems.join('; ')})`;
      throw error;
    }
    const app = await buildApp(config);
    await app.ready();
    let allowed = 0;
    const started = Date.now();
    for (let i = 0; i < REQUESTS; i += 1) {
      const spoofed = `198.51.${Math.floor(i / 250)}.${i % 250}`;
      const response = await app.inject({
        method: 'GET',
        url: '/api/plan-prices',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
      });
      if (response.statusCode !== 429) allowed += 1;
    }
    const seconds = (Date.now() - started) / 1000;
    // Then another visitor behind the same proxy, who sends nothing odd: does the first one's limit catch them?
    let neighbour = 0;
    for (let i = 0; i < 10; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/plan-prices',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      if (response.statusCode !== 429) neighbour += 1;
    }
    await app.close();
    return `spoofer: ${allowed} of ${REQUESTS} allowed in ${seconds.toFixed(1)} s (limit ${config.rateLimitMax}/min per client); another client behind the proxy: ${neighbour} of 10 allowed`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const settings = process.argv.slice(2);
for (const setting of settings.length > 0 ? settings : ['false', 'true', '1', PROXY]) {
  console.log(`TRUST_PROXY=${setting.padEnd(10)} ${await allowedPerMinute(setting)}`);
}
