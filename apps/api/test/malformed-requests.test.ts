import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

// Issue 12 item 10: bytes a client sends after (or instead of) a request are its mistake: a 400, logged at
// most at info, never an error-level line (which pages someone) and never a 500.
const GARBAGE = [
  ['stray bytes after a GET', 'GET /api/identity HTTP/1.1\r\nHost: x\r\n\r\n\x00\x01garbage\r\n\r\n'],
  [
    'stray bytes after a POST body',
    'POST /api/access HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}zz\x7f\r\n',
  ],
  [
    'a bad request after a good one',
    'GET /api/pass-status HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  ],
  [
    'three requests then junk',
    `${'GET /api/plan-prices HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3)}\u0000\u0000\u0000\r\n\r\n`,
  ],
  ['a request line of garbage', 'GARBAGE\r\n\r\n'],
  ['a NUL in the request line', 'GET /api/identity\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a bad header name', 'GET /api/identity HTTP/1.1\r\nHo st: x\r\n\r\n'],
  ['a header too large', `GET /api/identity HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
  [
    'a chunked body cut short by junk',
    'POST /api/access HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  ],
] as const;

function send(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(bytes, 'latin1')));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    // The server closes after its 400; a stalled exchange is cut here instead of hanging the test.
    setTimeout(() => socket.destroy(), 3000).unref();
  });
}

describe.each(testDatabases)('malformed requests on a real socket (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers each with a 4xx, logs nothing at error level and keeps serving', async () => {
    const lines: { level: number; msg: string }[] = [];
    t = await buildTestApp(database, {
      // warn, as a quiet production runs: the request log line (info) is not there to read the address early.
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answers: Record<string, string[]> = {};
    for (const [label, bytes] of GARBAGE) {
      const answer = await send(port, bytes);
      answers[label] = [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1] ?? '');
    }
    // Let requests whose socket is already gone run their hooks to the end.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [label, statuses] of Object.entries(answers)) {
      expect(statuses.length, label).toBeGreaterThan(0);
      expect(
        statuses.filter((status) => status.startsWith('5')),
        label,
      ).toEqual([]);
      expect(statuses.at(-1)?.startsWith('4'), `${label}: ${statuses.join(',')}`).toBe(true);
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe.each(testDatabases)('malformed multipart bodies (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each([
    ['POST', '/api/nope', 'multipart/form-data; boundary=x', 'null'],
    ['OPTIONS', '/api/identity', 'multipart/form-data; boundary=x', '{"csrf":"x"}'],
    ['POST', '/api/nope', 'multipart/form-data', 'abc'],
    [
      'POST',
      '/api/test-upload',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    [
      'POST',
      '/api/test-upload',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data\r\n\r\n',
    ],
    [
      'POST',
      '/api/test-upload',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
  ])('%s %s (%s) %j: a 400, no error logged', async (method, url, contentType, payload) => {
    const lines: { level: number }[] = [];
    t = await buildTestApp(database, {
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      beforeReady: (app) =>
        app.post('/api/test-upload', { config: { csrf: false, multipartOptions: {} } }, async () => ({
          ok: true,
        })),
    });
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'bad_request' });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still answers a well-formed upload', async () => {
    t = await buildTestApp(database, {
      beforeReady: (app) =>
        app.post('/api/test-upload', { config: { csrf: false, multipartOptions: {} } }, async (request) => ({
          fields: Object.keys(request.body as object),
        })),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fields: ['a'] });
  });
});
