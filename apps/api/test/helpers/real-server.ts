import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { IDENTITY_COOKIE } from '../../src/plugins/app/identity';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** How the server is started: node on server.ts (as a supervisor should), or through `npm run serve`. */
export type Launch = 'node' | 'npm run serve';

export interface RealServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The process started: node itself, or npm. */
  child: ChildProcess;
  /** Resolves when that process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Everything the process wrote so far (pino's JSON lines, npm's banner). */
  output(): string;
  /** Kills whatever is left (the process and anything it started) and removes the data folder. */
  cleanUp(): Promise<void>;
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server in a child process on a free loopback port, on a fresh SQLite folder: for what inject()
 * cannot show (signals, sockets, exit codes). Resolves once /healthz answers.
 */
export async function startRealServer(launch: Launch, env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-real-server-'));
  const [command, args] =
    launch === 'node'
      ? [process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']]
      : ['npm', ['run', '--silent', 'serve']];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SESSION_SECRET: 'real-server-test-secret-0123456789abcdefghij',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  let tree: number[] = [];
  const cleanUp = async () => {
    for (const pid of [...new Set([...tree, ...descendantsOf(child.pid ?? -1)]), child.pid ?? -1]) {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await cleanUp();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  tree = descendantsOf(child.pid ?? -1);
  return { url, port, child, exited, output: () => output, cleanUp };
}

/** Every process below `pid` (Linux /proc), children first. */
export function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: read the fields after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

export function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    // A zombie (exited, not yet reaped by its parent) still answers kill(0) but serves nothing.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

/** Whether something accepts TCP connections on the port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A visitor's identity cookie (as sent back in a Cookie header) and CSRF token, from a real server. */
export async function realVisitor(url: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${url}/api/auth/csrf`);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${IDENTITY_COOKIE}=`));
  if (!setCookie) throw new Error('no identity cookie');
  const { csrf } = (await response.json()) as { csrf: string };
  return { cookie: setCookie.split(';')[0] ?? '', csrf };
}

export interface SlowRequest {
  /** Resolves with the status, or the error's code when the connection was cut before an answer. */
  answer: Promise<{ status: number | null; error: string | null; at: number }>;
}

/**
 * A protected POST /api/access whose JSON body is sent in small pieces over `seconds`, as a phone on a weak
 * network uploads (the voice clip's 34 s budget is this case): the request is in flight the whole time.
 */
export function slowPost(
  url: string,
  visitor: { cookie: string; csrf: string },
  seconds: number,
  /** A keep-alive agent: the connection stays open after the answer, as a browser's does. */
  agent: http.Agent | false = false,
): SlowRequest {
  const body = Buffer.from(JSON.stringify({ feature: 'translate', [CSRF_FIELD]: visitor.csrf }));
  const answer = new Promise<{ status: number | null; error: string | null; at: number }>((resolve) => {
    const request = http.request(`${url}/api/access`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        cookie: visitor.cookie,
        [CSRF_HEADER]: visitor.csrf,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? null, error: null, at: performance.now() }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: null, error: error.code ?? error.message, at: performance.now() }),
    );
    // The headers and a first piece at once, the rest spread over the time, the last piece at `seconds`.
    const pieces = 10;
    const size = Math.ceil(body.length / (pieces + 1));
    let sent = 0;
    const sendPiece = () => {
      request.write(body.subarray(sent, sent + size));
      sent += size;
    };
    sendPiece();
    const timer = setInterval(
      () => {
        if (request.destroyed) return clearInterval(timer);
        sendPiece();
        if (sent >= body.length) {
          clearInterval(timer);
          request.end();
        }
      },
      (seconds * 1000) / pieces,
    );
  });
  return { answer };
}

/**
 * `count` keep-alive connections that each made one request and now sit idle, as browsers and load balancers
 * keep them. Returns the agent (destroy it when done).
 */
export async function idleKeepAliveClients(url: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${url}/healthz`, { agent }, (response) => {
              response.resume();
              response.on('end', resolve);
            })
            .on('error', reject);
        }),
    ),
  );
  return agent;
}
