import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A file part of a multipart body, read into memory (uploads here are small: a voice clip is at most 1 MiB). */
export interface UploadedFile {
  data: Buffer;
  mimeType: string;
  filename: string;
}

/** Multipart requests whose body @fastify/multipart is reading (between the two hooks below). */
const readingBody = new WeakSet<FastifyRequest>();

/** Whether the error came from reading a multipart body: the client's malformed body, a 400. */
export function multipartBodyFailed(request: FastifyRequest): boolean {
  return readingBody.has(request);
}

/**
 * Multipart bodies become plain objects before validation: text fields as strings, a file as an UploadedFile,
 * so the CSRF check reads the `csrf` field as it does in JSON and the route's zod schema sees ordinary values.
 * Only a route that sets `config.multipartOptions` accepts multipart (the CSRF check refuses it elsewhere with
 * 415); its `limits` raise the defaults below, e.g. `{ limits: { fileSize: 1024 * 1024 } }`. Without them a
 * file may be as large as a JSON body; beyond any limit the answer is 413.
 */
export const multipartPlugin = fp(
  async (app) => {
    // @fastify/multipart reads the body in a preValidation hook, for any route (a 404 included), and passes
    // busboy's errors on as they are (no status: "Unexpected end of multipart data", "Boundary not found"), which
    // would be answered 500 and logged as errors. These two hooks, around its own, mark the request while its body
    // is being read, so the error handler answers such a failure 400 (multipartBodyFailed).
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart()) readingBody.add(request);
    });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: app.config.bodyLimitBytes,
        files: 1,
        fields: 8,
        parts: 9,
        fieldSize: 1024,
        headerPairs: 50,
      },
      async onFile(part: MultipartFile) {
        const file: UploadedFile = {
          data: await part.toBuffer(),
          mimeType: part.mimetype,
          filename: part.filename,
        };
        part.value = file;
      },
    });
    app.addHook('preValidation', async (request) => {
      readingBody.delete(request);
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);
