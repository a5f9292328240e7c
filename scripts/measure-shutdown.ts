// Issue 12 item 8: what SIGTERM does to the real server (node on server.ts, loopback, temp SQLite) with
// keep-alive clients and a long request. Prints, per case, the time from SIGTERM to exit, the exit code and what
// the clients got; not a test (apps/api/test/shutdown-signal.test.ts is, with shorter times).
//   npx tsx scripts/measure-shutdown.ts          (SHUTDOWN_GRACE_MS and SLOW_SECONDS, default 12, may be set)
import http from 'node:http';
import {
  idleKeepAliveClients,
  realVisitor,
  slowPost,
  startRealServer,
} from '../apps/api/test/helpers/real-server';
import type { RealServer } from '../apps/api/test/helpers/real-server';

const SLOW_SECONDS = Number(process.env.SLOW_SECONDS ?? 12);
const env: Record<string, string> = { LOG_LEVEL: 'warn' };
if (process.env.SHUTDOWN_GRACE_MS) env.SHUTDOWN_GRACE_MS = process.env.SHUTDOWN_GRACE_MS;

async function terminate(server: RealServer): Promise<string> {
  const sent = performance.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  return `exit after ${((exit.at - sent) / 1000).toFixed(2)} s, code ${exit.code ?? exit.signal}`;
}

async function idleClients(): Promise<string> {
  const server = await startRealServer('node', env);
  try {
    const agent = await idleKeepAliveClients(server.url, 20);
    const result = await terminate(server);
    agent.destroy();
    return `20 idle keep-alive clients: ${result}`;
  } finally {
    await server.cleanUp();
  }
}

async function busyClients(): Promise<string> {
  const server = await startRealServer('node', env);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    let stop = false;
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const loop = async () => {
      while (!stop) {
        const outcome = await new Promise<string>((resolve) => {
          http
            .get(`${server.url}/api/plan-prices`, { agent }, (response) => {
              response.resume();
              response.on('end', () => resolve(String(response.statusCode)));
            })
            .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        if (stop) break;
        count(outcome);
        // A client that was refused or cut off stops, as a load balancer takes the instance out; its
        // connection (if the server left it open) stays in the agent's pool.
        if (outcome !== '200') break;
      }
    };
    const loops = Array.from({ length: 10 }, loop);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await terminate(server);
    stop = true;
    await Promise.all(loops);
    agent.destroy();
    return `10 keep-alive clients in a request loop: ${result}; answers ${JSON.stringify(Object.fromEntries(statuses))}`;
  } finally {
    await server.cleanUp();
  }
}

async function keepAliveUpload(): Promise<string> {
  const server = await startRealServer('node', env);
  try {
    const visitor = await realVisitor(server.url);
    const agent = new http.Agent({ keepAlive: true });
    const upload = slowPost(server.url, visitor, 2, agent);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = performance.now();
    const result = await terminate(server);
    const answer = await upload.answer;
    agent.destroy();
    const what = answer.status
      ? `answered ${answer.status} ${((answer.at - sent) / 1000).toFixed(2)} s after SIGTERM`
      : `cut off (${answer.error}) ${((answer.at - sent) / 1000).toFixed(2)} s after SIGTERM`;
    return `a keep-alive browser's 2 s upload, SIGTERM 0.5 s in: ${result}; the upload ${what}`;
  } finally {
    await server.cleanUp();
  }
}

async function longRequest(): Promise<string> {
  const server = await startRealServer('node', env);
  try {
    const visitor = await realVisitor(server.url);
    const slow = slowPost(server.url, visitor, SLOW_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sent = performance.now();
    const result = await terminate(server);
    const answer = await slow.answer;
    const what = answer.status
      ? `answered ${answer.status} ${((answer.at - sent) / 1000).toFixed(2)} s after SIGTERM`
      : `cut off (${answer.error}) ${((answer.at - sent) / 1000).toFixed(2)} s after SIGTERM`;
    return `a ${SLOW_SECONDS} s upload, SIGTERM 1 s in: ${result}; the upload ${what}`;
  } finally {
    await server.cleanUp();
  }
}

for (const scenario of [idleClients, busyClients, keepAliveUpload, longRequest])
  console.log(await scenario());
