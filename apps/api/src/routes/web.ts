import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@mizan/contracts/errors';

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
 * The built SPA (WEB_DIST) and every answer for a path no route matched: a JSON 404 under /api and for
 * files, otherwise index.html so client routes (and the SPA's own 404 page) work on reload.
 */
export const webRoutes = fp(
  async (app) => {
    const root = app.config.webDist;
    const built = existsSync(path.join(root, 'index.html'));

    if (built) {
      await app.register(fastifyStatic, {
        root,
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
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (!isApi && !isFileRequest(pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
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
  { name: 'web', dependencies: ['config'] },
);
