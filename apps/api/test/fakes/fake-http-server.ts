import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A JSON answer, or raw text for answers that are not JSON at all (a proxy's HTML error page...). */
export type FakeReply = { status: number; json: unknown } | { status: number; text: string };

export interface FakeHttpServer {
  /** Base URL, `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly url: string;
  /** Every request received since the last reset, oldest first. */
  readonly requests: RecordedRequest[];
  /** Answer every request with this instead of the provider's normal behaviour (error statuses, junk). */
  override(reply: FakeReply): void;
  /** Hold every answer this long, to drive adapters into their timeout. */
  delay(ms: number): void;
  /** Back to normal behaviour, no delay, no recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A provider fake on 127.0.0.1 and a free port: `handle` speaks the provider's wire format, the test can
 * replace its answers or slow them down. Real HTTP, so the adapters' fetch, timeouts and parsing all run.
 */
export async function startFakeHttpServer(handle: (request: RecordedRequest) => FakeReply): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  let overridden: FakeReply | null = null;
  let delayMs = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = overridden ?? handle(recorded);
      const send = () => {
        if (res.destroyed) return;
        const isJson = 'json' in reply;
        res.writeHead(reply.status, { 'content-type': isJson ? 'application/json; charset=utf-8' : 'text/html' });
        res.end(isJson ? JSON.stringify(reply.json) : reply.text);
      };
      if (delayMs === 0) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    override(reply) {
      overridden = reply;
    },
    delay(ms) {
      delayMs = ms;
    },
    reset() {
      overridden = null;
      delayMs = 0;
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Parse a recorded JSON request body; the fakes answer 400 like the real services when it is not JSON. */
export function readJsonBody(request: RecordedRequest): unknown {
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}
