import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_FIELD, CSRF_HEADER } from '@mizan/contracts/csrf';
import { withCsrf } from '@mizan/contracts/csrf';
import { IDENTITY_COOKIE } from '../src/plugins/app/identity';
import { buildTestApp, newVisitor, testDatabases } from './helpers/test-app';
import type { TestApp, Visitor } from './helpers/test-app';

const ONE_MIB = 1024 * 1024;
const uploadedFile = z.object({ data: z.instanceof(Buffer), mimeType: z.string(), filename: z.string() });

// A route as a feature would declare one: multipart allowed, 1 MiB files, the file and CSRF field validated by zod.
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test-upload',
    {
      config: { multipartOptions: { limits: { fileSize: ONE_MIB } } },
      schema: { body: withCsrf({ note: z.string().max(20).optional(), clip: uploadedFile }) },
    },
    async (request) => ({
      bytes: request.body.clip.data.length,
      mimeType: request.body.clip.mimeType,
      note: request.body.note ?? null,
    }),
  );
};

function form(fields: Record<string, string>, file?: { bytes: number; type: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file)
    data.append('clip', new Blob([new Uint8Array(file.bytes).fill(7)], { type: file.type }), 'clip.webm');
  return data;
}

async function send(
  t: TestApp,
  visitor: Visitor,
  url: string,
  body: FormData,
  headers: Record<string, string> = {},
) {
  const request = new Request('http://localhost', { method: 'POST', body });
  return t.app.inject({
    method: 'POST',
    url,
    cookies: { [IDENTITY_COOKIE]: visitor.cookie },
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe.each(testDatabases)('multipart uploads (%s)', (database) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const withUploadRoute = () =>
    buildTestApp(database, { beforeReady: (app) => void app.register(uploadRoute) });

  it('accepts a file with the CSRF token in the header and the csrf field, up to the route limit', async () => {
    t = await withUploadRoute();
    const ana = await newVisitor(t.app);
    const response = await send(
      t,
      ana,
      '/api/test-upload',
      form({ [CSRF_FIELD]: ana.csrf, note: 'hi' }, { bytes: ONE_MIB - 10, type: 'audio/webm' }),
      {
        [CSRF_HEADER]: ana.csrf,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bytes: ONE_MIB - 10, mimeType: 'audio/webm', note: 'hi' });
  });

  it.each([
    ['the header only', false, true],
    ['the field only', true, false],
  ])('refuses a token in %s', async (_label, inField, inHeader) => {
    t = await withUploadRoute();
    const ana = await newVisitor(t.app);
    const fields: Record<string, string> = inField ? { [CSRF_FIELD]: ana.csrf } : {};
    const headers: Record<string, string> = inHeader ? { [CSRF_HEADER]: ana.csrf } : {};
    const response = await send(
      t,
      ana,
      '/api/test-upload',
      form(fields, { bytes: 100, type: 'audio/webm' }),
      headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_invalid' });
  });

  it('answers 413 for a file over the route limit, and for too many parts', async () => {
    t = await withUploadRoute();
    const ana = await newVisitor(t.app);
    const big = await send(
      t,
      ana,
      '/api/test-upload',
      form({ [CSRF_FIELD]: ana.csrf }, { bytes: ONE_MIB + 1, type: 'audio/webm' }),
      {
        [CSRF_HEADER]: ana.csrf,
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large' });
    const manyFields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']));
    const many = await send(t, ana, '/api/test-upload', form({ [CSRF_FIELD]: ana.csrf, ...manyFields }), {
      [CSRF_HEADER]: ana.csrf,
    });
    expect(many.statusCode).toBe(413);
  });

  it('answers 400 when the file part is missing', async () => {
    t = await withUploadRoute();
    const ana = await newVisitor(t.app);
    const response = await send(t, ana, '/api/test-upload', form({ [CSRF_FIELD]: ana.csrf }), {
      [CSRF_HEADER]: ana.csrf,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses multipart with 415 on a JSON route, before any side effect', async () => {
    t = await withUploadRoute();
    const ana = await newVisitor(t.app);
    const response = await send(
      t,
      ana,
      '/api/access',
      form({ [CSRF_FIELD]: ana.csrf, feature: 'translate' }),
      { [CSRF_HEADER]: ana.csrf },
    );
    expect(response.statusCode).toBe(415);
    expect(await t.app.repos.usageCounters.used(ana.identityId, 'translate')).toBe(0);
  });

  it('keeps JSON routes at 64 KiB', async () => {
    t = await withUploadRoute();
    const ana = await newVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/access',
      cookies: { [IDENTITY_COOKIE]: ana.cookie },
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: ana.csrf },
      payload: JSON.stringify({ feature: 'translate', csrf: ana.csrf, padding: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
