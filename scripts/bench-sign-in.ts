// Sign-in under a burst (issue 12, items 1 and 3): the real server in a child process on loopback (temp SQLite
// database, a small static web build, rate limit off), and three bursts, each against a fresh server:
//   one client:  50 concurrent logins with the right password from one address;
//   50 clients:  the same from 50 addresses (127.0.0.10-59), so no per-client throttle applies;
//   race:        49 concurrent wrong guesses and the right password last, from one address.
// During each burst `GET /` (a static file) is requested again and again from another address. Prints the
// burst's duration, the answers by status, the latency of `GET /`, and the server's memory (VmRSS before and
// after, VmHWM: the peak). Not a test. `npx tsx scripts/bench-sign-in.ts [--repo <checkout>]` measures the
// server of another checkout (e.g. an older commit exported with `git archive`) with the same load.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoArg = process.argv.indexOf('--repo');
const repo = path.resolve(
  repoArg >= 0 ? (process.argv[repoArg + 1] ?? '.') : fileURLToPath(new URL('..', import.meta.url)),
);
const PASSWORD = 'mint tea in the medina';
const BURST = 50;

interface Answer {
  status: number;
  body: string;
  cookie: string | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function call(
  port: number,
  from: string,
  method: string,
  url: string,
  options: { cookie?: string; csrf?: string; body?: Record<string, unknown> } = {},
): Promise<Answer> {
  const payload = options.body
    ? JSON.stringify(options.csrf ? { ...options.body, csrf: options.csrf } : options.body)
    : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: {
          ...(options.cookie ? { cookie: `mizan_id=${options.cookie}` } : {}),
          ...(options.csrf ? { 'x-csrf': options.csrf } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.find((c) => c.startsWith('mizan_id='));
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookie: setCookie?.slice('mizan_id='.length).split(';')[0],
          });
        });
      },
    );
    // A connection the server reset (its request timeout) counts as status 0, so a stalled run still prints.
    req.on('error', (error) =>
      options.body ? resolve({ status: 0, body: String(error), cookie: undefined }) : reject(error),
    );
    req.end(payload);
  });
}

interface Visitor {
  from: string;
  cookie: string;
  csrf: string;
}

async function visitor(port: number, from: string): Promise<Visitor> {
  const answer = await call(port, from, 'GET', '/api/auth/csrf');
  if (!answer.cookie) throw new Error(`no cookie: ${answer.status} ${answer.body}`);
  return { from, cookie: answer.cookie, csrf: (JSON.parse(answer.body) as { csrf: string }).csrf };
}

const post = (port: number, v: Visitor, url: string, body: Record<string, unknown>) =>
  call(port, v.from, 'POST', url, { cookie: v.cookie, csrf: v.csrf, body });

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function startServer(): Promise<{ port: number; child: ChildProcess; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-sign-in-'));
  const web = path.join(dir, 'web');
  rmSync(web, { recursive: true, force: true });
  await import('node:fs/promises').then((fs) => fs.mkdir(path.join(web, 'assets'), { recursive: true }));
  writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><title>Mizan</title>${'<p>shell</p>'.repeat(400)}`,
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      WEB_DIST: web,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'fatal',
      PAYMENTS: 'demo',
    },
  });
  for (let i = 0; ; i++) {
    try {
      if ((await call(port, '127.0.0.1', 'GET', '/health')).status === 200) break;
    } catch {
      if (i > 600) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    child,
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `GET /` again and again until `stop` resolves; each latency in ms. */
async function pollStatic(port: number, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  void stop.then(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const answer = await call(port, '127.0.0.250', 'GET', '/').catch(() => ({ status: 0 }));
    latencies.push(answer.status === 200 ? performance.now() - t0 : Infinity);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies;
}

const ms = (n: number) => `${Math.round(n)} ms`;
function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const failed = sorted.filter((n) => n === Infinity).length;
  return `${sorted.length} requests${failed ? ` (${failed} failed)` : ''}, median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(at(1))}`;
}
function byStatus(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');
}

async function scenario(
  name: string,
  from: (i: number) => string,
  passwordOf: (i: number) => string,
): Promise<void> {
  const server = await startServer();
  const started = performance.now();
  try {
    const owner = await visitor(server.port, '127.0.0.1');
    const email = 'bench@example.com';
    const registered = await post(server.port, owner, '/api/auth/register', { email, password: PASSWORD });
    if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.body}`);
    const visitors = await Promise.all(
      Array.from({ length: BURST }, (_, i) => visitor(server.port, from(i))),
    );
    await new Promise((r) => setTimeout(r, 500));
    const pid = server.child.pid ?? 0;
    const before = memory(pid);
    const t0 = performance.now();
    const burst = Promise.all(
      visitors.map((v, i) => post(server.port, v, '/api/auth/login', { email, password: passwordOf(i) })),
    );
    const [answers, latencies] = await Promise.all([burst, pollStatic(server.port, burst)]);
    const took = performance.now() - t0;
    const after = memory(pid);
    console.log(`\n${name} (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`);
    console.log(`  burst of ${BURST} logins: ${ms(took)}; answers: ${byStatus(answers)}`);
    if (passwordOf(BURST - 1) === PASSWORD && passwordOf(0) !== PASSWORD) {
      console.log(
        `  wrong guesses checked (401): ${answers.filter((a) => a.status === 401).length}; ` +
          `the right password, sent last: ${answers.at(-1)?.status}`,
      );
    }
    console.log(`  GET / during the burst: ${summary(latencies)}`);
    console.log(
      `  server memory: VmRSS ${before.rss} MB before, ${after.rss} MB after; peak (VmHWM) ${after.peak} MB`,
    );
  } finally {
    await server.close();
    console.log(`  (scenario took ${ms(performance.now() - started)})`);
  }
}

console.log(`server: ${repo}`);
await scenario(
  'one client: 50 concurrent logins, right password',
  () => '127.0.0.1',
  () => PASSWORD,
);
await scenario(
  '50 clients: 50 concurrent logins, right password',
  (i) => `127.0.0.${10 + i}`,
  () => PASSWORD,
);
await scenario(
  'race: 49 wrong guesses then the right password, concurrently, one client',
  () => '127.0.0.1',
  (i) => (i === BURST - 1 ? PASSWORD : `wrong guess number ${i}`),
);
