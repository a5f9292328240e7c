// API latency benchmark (issue 3): the real app on a free port (embedded providers, a temp SQLite database,
// rate limit off), loaded by autocannon from a child process, beside a bare Fastify route in the same run.
// Prints one table; not a test. BENCH_SECONDS sets the length of each run (default 10).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { IDENTITY_COOKIE } from '../apps/api/src/plugins/app/identity';

interface Histogram {
  p50: number;
  p99: number;
  average: number;
}
interface CannonResult {
  latency: Histogram;
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface CannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: CannonRequest[];
}

// autocannon runs in a child process (bench-api-load.mjs), so generating the load does not slow the server
// it measures; CannonResult is the part of its answer that process sends back.
function autocannon(options: CannonOptions): Promise<CannonResult> {
  const child = fork(fileURLToPath(new URL('./bench-api-load.mjs', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as CannonResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(options);
  });
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGET_RATE = 1_000;
const TARGET_P99_MS = 10;

// Real queries a visitor types, cycled so the search is not measured on one warm case.
const AUTOCOMPLETE_INPUTS = [
  'jemaa',
  'gare marrakech',
  'aeroport menara',
  'bab boujloud',
  'hassan tower',
  'koutoubia',
  'marina agadir',
  'kasbah',
];
const TRIPS = [
  ['marrakech:jemaa-el-fna', 'marrakech:train-station'],
  ['Koutoubia Mosque', 'Menara Airport'],
  ['31.625800, -7.989100', 'Bab Doukkala'],
  ['Hassan Tower', 'Rabat-Ville Station'],
] as const;

const dir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-api-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENTS: 'demo',
  DATA_DIR: dir,
  WEB_DIST: path.join(dir, 'no-web-build'),
  RATE_LIMIT_MAX: '10000000',
  LOG_LEVEL: 'silent',
});
const app = await buildApp(config);
// The floor: the same Fastify instance, plugins and hooks skipped by living outside /api.
app.get('/bench/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const url = `http://127.0.0.1:${address.port}`;

// A pass holder's cookie and token, as the web app has them, so the paywall never stops the estimate.
const first = await fetch(`${url}/api/auth/csrf`);
const setCookie = first.headers.get('set-cookie') ?? '';
const cookie = new RegExp(`${IDENTITY_COOKIE}=([^;]+)`).exec(setCookie)?.[0];
if (!cookie) throw new Error('no identity cookie');
const { csrf } = (await first.json()) as { csrf: string };
const identity = (await (await fetch(`${url}/api/identity`, { headers: { cookie } })).json()) as {
  id: string;
};
const now = Date.now();
await app.db
  .insertInto('passes')
  .values({
    id: 'bench',
    ownerId: identity.id,
    plan: '10day',
    days: 7,
    provider: 'demo',
    providerSessionId: 'bench',
    paidAt: now,
    expiresAt: now + 7 * 86_400_000,
    deactivatedAt: null,
    createdAt: now,
  })
  .execute();

const estimateRequests: CannonRequest[] = TRIPS.map(([depart, arrivee]) => ({
  method: 'POST',
  path: '/api/taxi/estimate',
  headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: csrf },
  body: JSON.stringify({ depart, arrivee, [CSRF_FIELD]: csrf }),
}));

// Every request must succeed, or the figures measure error answers.
const check = await fetch(`${url}${estimateRequests[0]?.path}`, {
  method: 'POST',
  headers: estimateRequests[0]?.headers,
  body: estimateRequests[0]?.body,
});
if (check.status !== 200) throw new Error(`estimate answered ${check.status}: ${await check.text()}`);

const targets: { name: string; requests: CannonRequest[] }[] = [
  { name: 'bare Fastify route', requests: [{ path: '/bench/bare' }] },
  {
    name: 'GET /api/taxi/autocomplete',
    requests: AUTOCOMPLETE_INPUTS.map((input) => ({
      path: `/api/taxi/autocomplete?input=${encodeURIComponent(input)}`,
      headers: { cookie },
    })),
  },
  { name: 'POST /api/taxi/estimate', requests: estimateRequests },
];

interface Row {
  name: string;
  mode: string;
  result: CannonResult;
}
const rows: Row[] = [];
for (const target of targets) {
  for (const overallRate of [undefined, TARGET_RATE]) {
    const mode = overallRate ? `${overallRate} req/s` : 'max';
    process.stderr.write(`running ${target.name} (${mode}, ${SECONDS} s)\n`);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      overallRate,
      requests: target.requests,
    });
    rows.push({ name: target.name, mode, result });
  }
}

await app.close();
rmSync(dir, { recursive: true, force: true });

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 1) => value.toFixed(digits).padStart(8);
console.log(
  `\nAPI bench: ${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}, embedded providers, SQLite`,
);
console.log(
  `${pad('route', 30)}${pad('load', 12)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'failed'.padStart(8)}  target`,
);
for (const { name, mode, result } of rows) {
  const failed = result.errors + result.timeouts + result.non2xx;
  const verdict =
    mode === 'max'
      ? ''
      : result.latency.p99 <= TARGET_P99_MS
        ? `p99 <= ${TARGET_P99_MS} ms: met`
        : `p99 <= ${TARGET_P99_MS} ms: MISSED`;
  console.log(
    `${pad(name, 30)}${pad(mode, 12)}${num(result.requests.average, 0)}${num(result.latency.p50)}${num(result.latency.p99)}${String(failed).padStart(8)}  ${verdict}`,
  );
}
