import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@mizan/contracts/errors';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import { LANGUAGE_COOKIE, loadWebPages } from './web-pages';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const NO_PASS: PassStatusResponse = { active: false, passExpiresAt: null };
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A request for a file (anything under /assets/, or a last segment with an extension such as robots.txt or
 * a gone chunk's .js) that no static route matched: a 404, never the app shell. After a deploy an old tab's
 * request for a removed chunk must fail as a script error it can recover from (reload), not parse HTML.
 * Client routes have no extension, so they still get the shell.
 */
function isFileRequest(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1))
  );
}

const NOT_BUILT =
  'Mizan API is running, but the web app is not built. Run `npm run build` (or `npm start`), then reload.';

/**
 * `/`'s page is made per visitor (their pass status is in it), so it is compressed per answer, at a level
 * that takes about a millisecond for its ~50 KB; the other pages are sent precompressed by @fastify/static.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}

/**
 * The built SPA (WEB_DIST) and every answer for a path no route matched: a JSON 404 under /api and for
 * files; for a page, its prerendered first screen (ADR 021) in the visitor's language (the language cookie;
 * none: the first-visit page with the language picker), the variant of its query where it has one
 * (`/pay?t=taxi-meter`), and on `/` in their pass state, with the status in the page; the app's other routes get their shell (index.html
 * preloading their own screen, ADR 022), rendered by the app alone; any other path the not-found
 * page, with a 404.
 */
export const webRoutes = fp(
  async (app) => {
    const root = app.config.webDist;
    const built = existsSync(path.join(root, 'index.html'));
    const pages = built ? loadWebPages(root) : null;

    if (built) {
      await app.register(fastifyStatic, {
        root,
        // `/` is a page like the others (below), not index.html.
        index: pages ? false : 'index.html',
        // One route per file, registered at start: the build does not change while serving.
        wildcard: false,
        // The web build writes .br and .gz beside its text files: send those when the browser accepts them.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Vite puts content-hashed files under assets/; everything else (index.html, sw.js, the manifest)
          // must be revalidated so a new deployment is picked up.
          const hashed = path.relative(root, filePath).split(path.sep)[0] === 'assets';
          reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn(`web app not found in ${root}: run \`npm run build\``);
      app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?', 2);
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (!isApi && !isFileRequest(pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
        if (pages) {
          const query = new URLSearchParams(search);
          const answer = await pages.pick(pathname, query, request.cookies[LANGUAGE_COOKIE], async () => {
            const owner = await app.findOwner(request);
            return owner === null ? NO_PASS : app.services.passes.status(owner);
          });
          if (answer.kind === 'html') {
            return sendHtml(request, reply.header('cache-control', 'private, no-cache'), answer.html);
          }
          if (answer.kind === 'file')
            return reply.status(answer.status).header('vary', 'cookie').sendFile(answer.file);
        }
        if (built) return reply.sendFile('index.html');
        return reply.status(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      const body: ErrorBody = {
        error: isApi ? `No such endpoint: ${request.method} ${pathname}` : `No such file: ${pathname}`,
        code: 'not_found',
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'web', dependencies: ['config', 'identity', 'services'] },
);
