import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PassStatusResponse } from '@mizan/contracts/pass-status';

/**
 * The web build's prerendered pages (ADR 021), as apps/web/build/prerender.ts writes them:
 * `pages/<language>/<name>.html`, the first-visit variants (English, language picker open) in
 * `pages/<firstVisit>/`, `/`'s pass variants as `index.pass.html` and `index.no-pass.html`, a query's variants
 * as `<name>.<value>.html` (`pay.taxi-meter.html`), the client-rendered routes' shells in `pages/shell/`, and
 * `pages.json`.
 */
const pagesManifest = z.object({
  languages: z.array(z.string()),
  firstVisit: z.string(),
  /** Route pattern -> page name; '*' is the not-found page. */
  pages: z.record(z.string(), z.string()),
  /**
   * Route pattern -> the query parameter and values that have a page of their own, `<name>.<value>.html`
   * (`/pay?t=taxi-meter`); a build without any leaves it out.
   */
  queries: z.record(z.string(), z.object({ param: z.string(), values: z.array(z.string()) })).default({}),
  /** The app's other routes: the client-rendered shell (index.html) answers them. */
  appRoutes: z.array(z.string()),
  /**
   * App route -> its own shell, `pages/shell/<name>.html`: index.html preloading that route's screen instead of
   * the start page's; a route without one gets index.html.
   */
  shells: z.record(z.string(), z.string()).default({}),
});

export const PAGES_MANIFEST = 'pages/pages.json';
/** The cookie the web app keeps the visitor's language choice in (features/language/lib/language-choice.ts). */
export const LANGUAGE_COOKIE = 'mizan_lang';
/** The id main.tsx reads the served pass status from (apps/web/src/app/first-screen.ts). */
const PASS_STATUS_ID = 'pass-status';

export type PageAnswer =
  | { kind: 'shell' }
  | { kind: 'file'; file: string; status: 200 | 404 }
  /** `/`: the pass variant's page with the visitor's pass status in it, for main.tsx to start from. */
  | { kind: 'html'; html: string };

export interface WebPages {
  /**
   * What answers a navigation to `pathname` and `query` from a visitor with this language cookie;
   * `passStatus` is asked only for `/`, whose page depends on it.
   */
  pick(
    pathname: string,
    query: URLSearchParams,
    languageCookie: string | undefined,
    passStatus: () => Promise<PassStatusResponse>,
  ): Promise<PageAnswer>;
}

/** Reads the build's pages, or null for a build without them (the shell then answers every route). */
export function loadWebPages(root: string): WebPages | null {
  const manifestFile = path.join(root, PAGES_MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const manifest = pagesManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const appRoutes = new Set(manifest.appRoutes);
  const homes = new Map<string, string>();
  const home = (file: string) => {
    let text = homes.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(root, file), 'utf8');
      homes.set(file, text);
    }
    return text;
  };
  // React Router matches `/about/` as `/about`.
  const routeOf = (pathname: string) =>
    pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

  return {
    async pick(pathname, query, languageCookie, passStatus) {
      const route = routeOf(pathname);
      if (appRoutes.has(route)) {
        const shell = manifest.shells[route];
        return shell === undefined
          ? { kind: 'shell' }
          : { kind: 'file', file: `pages/shell/${shell}.html`, status: 200 };
      }
      const folder =
        languageCookie !== undefined && manifest.languages.includes(languageCookie)
          ? languageCookie
          : manifest.firstVisit;
      const name = manifest.pages[route];
      const notFound = manifest.pages['*'];
      if (name === undefined) {
        return notFound === undefined
          ? { kind: 'shell' }
          : { kind: 'file', file: `pages/${folder}/${notFound}.html`, status: 404 };
      }
      if (route !== '/') {
        const variants = manifest.queries[route];
        const value = variants ? query.get(variants.param) : null;
        const variant = value !== null && variants?.values.includes(value) ? `.${value}` : '';
        return { kind: 'file', file: `pages/${folder}/${name}${variant}.html`, status: 200 };
      }
      const status = await passStatus();
      const file = `pages/${folder}/${name}.${status.active ? 'pass' : 'no-pass'}.html`;
      // `<` escaped: nothing in the value can close the script element.
      const json = JSON.stringify(status).replace(/</g, '\\u003c');
      const script = `<script type="application/json" id="${PASS_STATUS_ID}">${json}</script>`;
      return { kind: 'html', html: home(file).replace('</head>', `${script}</head>`) };
    },
  };
}
