import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// A local stand-in for the parts of an OpenAI-compatible API the translator uses, in their wire formats as
// the official SDK (openai 6.x, resources/audio/*, chat/completions, realtime/client-secrets) sends and reads
// them: Bearer auth; `POST /v1/audio/transcriptions` multipart (`file`, `model`, `language`, `prompt`,
// `response_format`) -> `{ text, usage }`; `POST /v1/chat/completions` JSON with `response_format.json_schema`
// (strict schemas checked as the API checks them) -> a `chat.completion` whose `choices[0].message.content` is
// the JSON text; `POST /v1/audio/speech` JSON -> mp3 bytes; `POST /v1/realtime/client_secrets` JSON ->
// `{ value: 'ek_...', expires_at, session }`; and `POST /v1/realtime/calls` (the browser's SDP offer with that
// key) -> 201 `application/sdp` and a Location. Errors are `{ error: { message, type, param, code } }`.
// Switches drive every failure an adapter must survive: 401, 429, 500, malformed or HTML answers, slowness.

export const OPENAI_FAKE_KEY = 'sk-fake-mizan-4f1c2a9e7b3d5a8c6e0f1b2d3c4a5e6f';

export type OpenAiEndpoint = 'transcriptions' | 'chat' | 'speech' | 'client_secrets' | 'calls';
export type OpenAiFailure = 'unauthorized' | 'rate_limited' | 'server_error' | 'malformed' | 'html';

const ENDPOINTS: Record<string, OpenAiEndpoint> = {
  '/v1/audio/transcriptions': 'transcriptions',
  '/v1/chat/completions': 'chat',
  '/v1/audio/speech': 'speech',
  '/v1/realtime/client_secrets': 'client_secrets',
  '/v1/realtime/calls': 'calls',
};

/** Formats the transcription endpoint accepts, by the uploaded file's extension (as the real API decides). */
export const TRANSCRIPTION_FORMATS = [
  'flac',
  'm4a',
  'mp3',
  'mp4',
  'mpeg',
  'mpga',
  'oga',
  'ogg',
  'wav',
  'webm',
];

/** What the speech endpoint answers: a real MP3 (ID3v2 tag, then silent MPEG-1 Layer III frames, 32 kbps mono). */
export const FAKE_MP3 = (() => {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(104);
  frame.set([0xff, 0xfb, 0x10, 0xc4]);
  return Buffer.concat([id3, frame, frame, frame]);
})();

export interface OpenAiUpload {
  filename: string;
  type: string;
  data: Buffer;
}

export interface OpenAiRecordedRequest {
  endpoint: OpenAiEndpoint | null;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** A multipart body's text fields and files. */
  fields: Record<string, string>;
  files: Record<string, OpenAiUpload>;
  /** A JSON body, parsed. */
  json: unknown;
}

/** The three texts the chat endpoint answers (the translator's strict schema). */
export interface FakeTranslation {
  transcript: string;
  translation: string;
  darija: { ar: string; latin: string };
}

export interface OpenAiFake {
  /** Base URL with its `/v1`, as OPENAI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  readonly url: string;
  /** Every request since the last reset, oldest first. */
  readonly requests: OpenAiRecordedRequest[];
  /** Requests whose client hung up before the answer (an adapter's timeout or the translator's budget). */
  readonly aborted: OpenAiRecordedRequest[];
  /** Every ephemeral key handed out since the last reset (those still valid keep opening calls). */
  readonly issuedSecrets: string[];
  /** Fail the endpoints named (all when none) in this way, for the next `times` requests (all when absent). */
  fail(failure: OpenAiFailure, options?: { on?: OpenAiEndpoint[]; times?: number }): void;
  /** Hold the answers of the endpoints named (all when none) this long. */
  delay(ms: number, options?: { on?: OpenAiEndpoint[] }): void;
  /** What the next transcriptions hear (default: a question about the train station, by language). */
  setTranscript(text: string): void;
  /** What the chat endpoint answers (default: a canned translation, by the transcript's script). */
  setTranslation(answer: FakeTranslation | ((transcript: string) => FakeTranslation)): void;
  /** Answer chat completions with this raw message instead (text that is not JSON, a refusal, a cut-off). */
  setChatMessage(message: { content: string | null; refusal?: string; finishReason?: string }): void;
  /** Back to normal answers, no delay, nothing recorded. */
  reset(): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

const apiError = (
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
  headers: Record<string, string> = {},
): Reply => json(status, { error: { message, type, param, code } }, headers);

const invalid = (message: string, param: string | null = null) =>
  apiError(400, message, 'invalid_request_error', null, param);

const CAPTIVE_PORTAL: Reply = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<html><body><h1>Welcome to the hotel Wi-Fi</h1><p>Please accept the terms.</p></body></html>',
};

const DEFAULT_TO_DARIJA: FakeTranslation = {
  transcript: 'How much is it to the train station?',
  translation: 'بشحال حتى للمحطة ديال التران؟',
  darija: { ar: 'بشحال حتى للمحطة ديال التران؟', latin: 'bchhal 7tta l-m7atta dyal tran?' },
};
const DEFAULT_FROM_DARIJA: FakeTranslation = {
  transcript: 'عشرين درهم، طلع',
  translation: 'Twenty dirhams, get in.',
  darija: { ar: 'عشرين درهم، طلع', latin: '3chrin dirham, tla3' },
};
const ARABIC = /[\u0621-\u064a]/;

/** The strict-mode rules the API enforces on a json_schema: every object closed, every property required. */
function strictSchemaProblem(schema: unknown, where = '()'): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object') {
    if (node.additionalProperties !== false)
      return `In context=${where}, 'additionalProperties' is required to be supplied and to be false.`;
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    const required = Array.isArray(node.required) ? node.required : [];
    const missing = Object.keys(properties).filter((key) => !required.includes(key));
    if (missing.length > 0)
      return `In context=${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
    for (const [key, child] of Object.entries(properties)) {
      const problem = strictSchemaProblem(child, `('properties', '${key}')`);
      if (problem) return problem;
    }
  }
  if (node.type === 'array') return strictSchemaProblem(node.items, `${where}, 'items'`);
  return null;
}

const FAKE_SDP_ANSWER = [
  'v=0',
  'o=- 4227147428 1719357865 IN IP4 127.0.0.1',
  's=-',
  'c=IN IP4 0.0.0.0',
  't=0 0',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=mid:0',
  'a=setup:active',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'a=mid:1',
  'a=sctp-port:5000',
  '',
].join('\r\n');

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-expose-headers': 'location',
};

/** `port` 0 (default): a free one. */
export async function startOpenAiFake(options: { port?: number } = {}): Promise<OpenAiFake> {
  const requests: OpenAiRecordedRequest[] = [];
  const aborted: OpenAiRecordedRequest[] = [];
  const issuedSecrets: string[] = [];
  const secrets = new Map<string, number>();
  let failure: { kind: OpenAiFailure; on: OpenAiEndpoint[] | null; left: number } | null = null;
  let delayed: { ms: number; on: OpenAiEndpoint[] | null } | null = null;
  let transcript: string | null = null;
  let translation: FakeTranslation | ((heard: string) => FakeTranslation) | null = null;
  let chatMessage: { content: string | null; refusal?: string; finishReason?: string } | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const nowSec = () => Math.floor(Date.now() / 1000);
  const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
  const applies = (on: OpenAiEndpoint[] | null, endpoint: OpenAiEndpoint | null) =>
    endpoint !== null && (on === null || on.includes(endpoint));

  function failed(kind: OpenAiFailure, endpoint: OpenAiEndpoint, request: OpenAiRecordedRequest): Reply {
    switch (kind) {
      case 'unauthorized': {
        // Worse than OpenAI, which masks most of it: a compatible server may echo the whole key back.
        const sent = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
        return apiError(
          401,
          `Incorrect API key provided: ${sent}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          'invalid_request_error',
          'invalid_api_key',
        );
      }
      case 'rate_limited':
        return apiError(
          429,
          'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20ms.',
          'requests',
          'rate_limit_exceeded',
          null,
          { 'retry-after-ms': '20', 'x-ratelimit-remaining-requests': '0' },
        );
      case 'server_error':
        return apiError(
          500,
          'The server had an error while processing your request. Sorry about that!',
          'server_error',
        );
      case 'html':
        return CAPTIVE_PORTAL;
      case 'malformed':
        switch (endpoint) {
          case 'transcriptions':
            return json(200, { transcript: 'hello', duration: 1.2 });
          case 'chat':
            return json(200, completion(request, '{"transcript": "How much', 'length'));
          case 'speech':
            return json(200, { audio: null, note: 'not audio' });
          case 'client_secrets':
            return json(200, { expires_at: nowSec() + 60, session: { type: 'realtime' } });
          case 'calls':
            return { status: 201, headers: { 'content-type': 'application/sdp' }, body: 'not sdp' };
        }
    }
  }

  function completion(
    request: OpenAiRecordedRequest,
    content: string | null,
    finish = 'stop',
    refusal?: string,
  ) {
    const body = request.json as { model?: string };
    return {
      id: id('chatcmpl-'),
      object: 'chat.completion',
      created: nowSec(),
      model: body?.model ?? 'unknown',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: refusal ?? null, annotations: [] },
          logprobs: null,
          finish_reason: finish,
        },
      ],
      usage: { prompt_tokens: 420, completion_tokens: 60, total_tokens: 480 },
      service_tier: 'default',
      system_fingerprint: 'fp_fake',
    };
  }

  function transcribe(request: OpenAiRecordedRequest): Reply {
    if (!String(request.headers['content-type']).startsWith('multipart/form-data'))
      return invalid('The request must be multipart/form-data.');
    if (!request.fields.model) return invalid('you must provide a model parameter', 'model');
    const file = request.files.file;
    if (!file) return invalid("Missing required parameter: 'file'.", 'file');
    const extension = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
    if (!TRANSCRIPTION_FORMATS.includes(extension))
      return invalid(
        `Invalid file format. Supported formats: ${JSON.stringify(TRANSCRIPTION_FORMATS)}`,
        'file',
      );
    if (file.data.length === 0) return invalid('Audio file might be corrupted or unsupported', 'file');
    const language = request.fields.language;
    if (language !== undefined && !/^[a-z]{2}$/.test(language))
      return invalid(
        `Invalid language '${language}'. Language parameter must be specified in ISO-639-1 format.`,
        'language',
      );
    const format = request.fields.response_format ?? 'json';
    const text =
      transcript ?? (language === 'ar' ? DEFAULT_FROM_DARIJA.transcript : DEFAULT_TO_DARIJA.transcript);
    if (format === 'text') return { status: 200, headers: { 'content-type': 'text/plain' }, body: text };
    if (format !== 'json')
      return invalid(`response_format '${format}' is not supported by this fake`, 'response_format');
    return json(200, {
      text,
      usage: { type: 'tokens', input_tokens: 120, output_tokens: 14, total_tokens: 134 },
    });
  }

  function chat(request: OpenAiRecordedRequest): Reply {
    const body = request.json as {
      model?: unknown;
      messages?: { role?: string; content?: unknown }[];
      response_format?: {
        type?: string;
        json_schema?: { name?: unknown; strict?: unknown; schema?: unknown };
      };
    };
    if (!body || typeof body !== 'object')
      return invalid('We could not parse the JSON body of your request.');
    if (typeof body.model !== 'string') return invalid("Missing required parameter: 'model'.", 'model');
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return invalid("Missing required parameter: 'messages'.", 'messages');
    const format = body.response_format;
    if (format?.type === 'json_schema') {
      const schema = format.json_schema;
      if (!schema || typeof schema.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(schema.name))
        return invalid("Invalid 'response_format.json_schema.name'.", 'response_format.json_schema.name');
      if (schema.strict === true) {
        const problem = strictSchemaProblem(schema.schema);
        if (problem)
          return invalid(
            `Invalid schema for response_format '${schema.name}': ${problem}`,
            'response_format',
          );
      }
    }
    if (chatMessage) {
      const { content, finishReason, refusal } = chatMessage;
      return json(200, completion(request, content, finishReason, refusal));
    }
    const user = body.messages.filter((m) => m.role === 'user').at(-1)?.content;
    const heard = typeof user === 'string' ? (/"""\n?([\s\S]*?)\n?"""/.exec(user)?.[1] ?? user).trim() : '';
    const answer =
      typeof translation === 'function'
        ? translation(heard)
        : (translation ?? (ARABIC.test(heard) ? DEFAULT_FROM_DARIJA : DEFAULT_TO_DARIJA));
    return json(200, completion(request, JSON.stringify(answer)));
  }

  function speech(request: OpenAiRecordedRequest): Reply {
    const body = request.json as {
      model?: unknown;
      input?: unknown;
      voice?: unknown;
      response_format?: unknown;
    };
    if (!body || typeof body !== 'object')
      return invalid('We could not parse the JSON body of your request.');
    if (typeof body.model !== 'string') return invalid("Missing required parameter: 'model'.", 'model');
    if (typeof body.voice !== 'string') return invalid("Missing required parameter: 'voice'.", 'voice');
    if (typeof body.input !== 'string' || body.input.length === 0)
      return invalid("Missing required parameter: 'input'.", 'input');
    if (body.input.length > 4096)
      return invalid(
        "Invalid 'input': string too long. Expected a string with maximum length 4096.",
        'input',
      );
    if ((body.response_format ?? 'mp3') !== 'mp3')
      return invalid('This fake speaks mp3 only.', 'response_format');
    return { status: 200, headers: { 'content-type': 'audio/mpeg' }, body: FAKE_MP3 };
  }

  function clientSecret(request: OpenAiRecordedRequest): Reply {
    const body = request.json as {
      expires_after?: { anchor?: unknown; seconds?: unknown };
      session?: { type?: unknown; model?: unknown; instructions?: unknown; audio?: unknown };
    };
    if (!body || typeof body !== 'object')
      return invalid('We could not parse the JSON body of your request.');
    const seconds = body.expires_after?.seconds ?? 600;
    if (typeof seconds !== 'number' || seconds < 10 || seconds > 7200)
      return invalid(
        "Invalid 'expires_after.seconds': must be between 10 and 7200.",
        'expires_after.seconds',
      );
    const session = body.session ?? { type: 'realtime' };
    if (session.type !== 'realtime' && session.type !== 'transcription')
      return invalid("Invalid value for 'session.type'.", 'session.type');
    // The old beta shape (`/v1/realtime/sessions`, model at the top level) is refused here, as by the GA API.
    if ('model' in body) return invalid("Unknown parameter: 'model'.", 'model');
    const value = id('ek_');
    const expiresAt = nowSec() + seconds;
    secrets.set(value, expiresAt);
    issuedSecrets.push(value);
    return json(200, {
      value,
      expires_at: expiresAt,
      session: {
        type: 'realtime',
        object: 'realtime.session',
        id: id('sess_'),
        model: session.model ?? 'gpt-realtime',
        output_modalities: ['audio'],
        instructions: session.instructions ?? '',
        audio: session.audio ?? {},
        tools: [],
        tool_choice: 'auto',
        max_output_tokens: 'inf',
        tracing: null,
        truncation: 'auto',
        prompt: null,
        expires_at: 0,
        include: null,
      },
    });
  }

  function call(request: OpenAiRecordedRequest): Reply {
    const type = String(request.headers['content-type'] ?? '');
    const sdp = type.startsWith('application/sdp') ? request.body.toString('utf8') : request.fields.sdp;
    if (!sdp?.startsWith('v=0')) return invalid('The request must carry an SDP offer.', 'sdp');
    return {
      status: 201,
      headers: { 'content-type': 'application/sdp', location: `/v1/realtime/calls/${id('rtc_')}` },
      body: FAKE_SDP_ANSWER,
    };
  }

  function authorized(request: OpenAiRecordedRequest): boolean {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (token === OPENAI_FAKE_KEY) return true;
    // An ephemeral key opens a realtime call, and nothing else, until it expires.
    const expiresAt = secrets.get(token);
    return request.endpoint === 'calls' && expiresAt !== undefined && expiresAt > nowSec();
  }

  function handle(request: OpenAiRecordedRequest): Reply {
    const endpoint = request.endpoint;
    if (endpoint && failure && applies(failure.on, endpoint) && failure.left > 0) {
      failure.left -= 1;
      return failed(failure.kind, endpoint, request);
    }
    if (!authorized(request)) {
      return apiError(
        401,
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (request.method !== 'POST' || !endpoint)
      return apiError(404, `Invalid URL (${request.method} ${request.path})`, 'invalid_request_error');
    switch (endpoint) {
      case 'transcriptions':
        return transcribe(request);
      case 'chat':
        return chat(request);
      case 'speech':
        return speech(request);
      case 'client_secrets':
        return clientSecret(request);
      case 'calls':
        return call(request);
    }
  }

  async function record(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<OpenAiRecordedRequest> {
    const recorded: OpenAiRecordedRequest = {
      endpoint: ENDPOINTS[path] ?? null,
      method,
      path,
      headers,
      body,
      fields: {},
      files: {},
      json: undefined,
    };
    const type = String(headers['content-type'] ?? '');
    if (type.startsWith('multipart/form-data')) {
      try {
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        }).formData();
        for (const [name, value] of form) {
          if (typeof value === 'string') recorded.fields[name] = value;
          else
            recorded.files[name] = {
              filename: value.name,
              type: value.type,
              data: Buffer.from(await value.arrayBuffer()),
            };
        }
      } catch {
        // Left empty: the endpoint answers 400 as for a missing part.
      }
    } else if (type.startsWith('application/json')) {
      try {
        recorded.json = JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        recorded.json = undefined;
      }
    }
    return recorded;
  }

  function send(res: ServerResponse, reply: Reply) {
    if (res.destroyed) return;
    res.writeHead(reply.status, { ...CORS, ...reply.headers, 'x-request-id': id('req_') });
    res.end(reply.body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
        if (req.method === 'OPTIONS') return send(res, { status: 204, body: '' });
        const recorded = await record(req.method ?? 'GET', path, req.headers, Buffer.concat(chunks));
        requests.push(recorded);
        res.on('close', () => {
          if (!res.writableFinished) aborted.push(recorded);
        });
        const reply = handle(recorded);
        const wait = delayed && applies(delayed.on, recorded.endpoint) ? delayed.ms : 0;
        if (wait === 0) return send(res, reply);
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(res, reply);
        }, wait);
        timers.add(timer);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    aborted,
    issuedSecrets,
    fail(kind, options = {}) {
      failure = { kind, on: options.on ?? null, left: options.times ?? Number.POSITIVE_INFINITY };
    },
    delay(ms, options = {}) {
      delayed = { ms, on: options.on ?? null };
    },
    setTranscript(text) {
      transcript = text;
    },
    setTranslation(answer) {
      translation = answer;
    },
    setChatMessage(message) {
      chatMessage = message;
    },
    reset() {
      chatMessage = null;
      failure = null;
      delayed = null;
      transcript = null;
      translation = null;
      requests.length = 0;
      aborted.length = 0;
      issuedSecrets.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

// Run alone for a browser journey or by hand: `tsx apps/api/test/fakes/openai-fake.ts [port]`, then start the
// server with OPENAI_API_KEY=<OPENAI_FAKE_KEY> OPENAI_BASE_URL=<the printed URL>. Stops on SIGINT/SIGTERM.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fake = await startOpenAiFake({ port: Number(process.argv[2] ?? 0) });
  process.stdout.write(
    `OpenAI fake listening: OPENAI_BASE_URL=${fake.url} OPENAI_API_KEY=${OPENAI_FAKE_KEY}\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
