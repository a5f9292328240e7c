import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Plugin, PluginOption, ResolvedConfig, Rolldown } from 'vite';
import type { PageRequest, RenderedPage } from '../src/app/entry-prerender.tsx';
import { lowPriorityScripts } from './low-priority-scripts.ts';

export interface PrerenderedRoute {
  /** The route pattern in src/app/router.tsx ('*': the not-found page). */
  route: string;
  /** The page's file name (without .html) and, but for '*', its URL. */
  name: string;
  /** The screen's module: its chunk is preloaded by the page. */
  module: string;
  /**
   * The values of a query parameter that change the route's first screen (`/pay?t=taxi-meter`): each gets its
   * own page, `<name>.<value>.html`, which the server and the service worker answer that query with.
   */
  queries?: { param: string; values: readonly string[] };
}

/** A route the app renders in the browser alone (not prerendered), and its screen's module. */
export interface ClientRenderedRoute {
  route: string;
  /** Its shell's file name, `pages/shell/<name>.html`. */
  name: string;
  module: string;
}

export interface PrerenderOptions {
  entry: string;
  routes: readonly PrerenderedRoute[];
  /**
   * The app's other routes: each gets a copy of index.html that preloads its own screen's modules instead of
   * the start page's, which index.html preloads and these routes never run.
   */
  clientRendered: readonly ClientRenderedRoute[];
  languages: readonly string[];
  /** The plugins the app's modules need to be bundled for Node (JSX, virtual modules). */
  plugins: () => PluginOption[];
}

/** Where the pages go in the build, and the folder of the first-visit pages (English, picker open). */
export const PAGES_DIR = 'pages';
export const FIRST_VISIT = 'first-visit';
/** The client-rendered routes' shells, under PAGES_DIR. */
const SHELLS_DIR = 'shell';
/** `/`'s variants by pass state: the server picks `index.pass` or `index.no-pass`, the service worker `index`. */
const HOME_VARIANTS = [
  { suffix: '', pass: 'unknown', query: null },
  { suffix: '.pass', pass: 'active', query: null },
  { suffix: '.no-pass', pass: 'none', query: null },
] as const;

interface RenderModule {
  ROUTE_PATTERNS: readonly string[];
  loadScreens(paths: readonly string[]): Promise<void>;
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/**
 * The prerendered first screens (ADR 021): after the client build, bundles `entry` for Node with Vite's SSR
 * build, renders every route in every language plus the first-visit variants (and `/`'s pass variants)
 * with react-dom/static, and writes each into a copy of the built index.html under `<outDir>/pages/`, with
 * `pages.json` telling the server which file answers which URL. Runs before the service worker is generated
 * and the files are precompressed, so both include the pages.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle = {};
  return {
    name: 'mizan:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const render = await bundleForNode(config, options);
        try {
          await writePages(outDir, options, bundle, render.module);
        } finally {
          await render.dispose();
        }
      },
    },
  };
}

async function bundleForNode(
  config: ResolvedConfig,
  options: PrerenderOptions,
): Promise<{ module: RenderModule; dispose: () => Promise<void> }> {
  // Inside the project, so Node finds the libraries left outside the bundle (react, react-router...).
  const cache = path.join(config.root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'prerender-'));
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: options.plugins(),
    resolve: { alias: config.resolve.alias },
    ssr: { noExternal: [/^@mizan\//] },
    build: {
      ssr: options.entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: 'entry.mjs' },
        // The entry bundles every language's texts, which the browser's i18n loads on demand: expected here.
        checks: { ineffectiveDynamicImport: false },
      },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'entry.mjs')).href)) as RenderModule;
  return { module, dispose: () => rm(outDir, { recursive: true, force: true }) };
}

async function writePages(
  outDir: string,
  options: PrerenderOptions,
  bundle: Rolldown.OutputBundle,
  render: RenderModule,
): Promise<void> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const urlOf = (route: PrerenderedRoute) =>
    route.route === '*' ? '/this-page-does-not-exist' : route.route;
  await render.loadScreens(options.routes.map(urlOf));
  const folders = [
    ...options.languages.map((language) => ({ folder: language, language })),
    { folder: FIRST_VISIT, language: 'en' },
  ];
  const routes: Record<string, string> = {};
  const queries: Record<string, { param: string; values: readonly string[] }> = {};
  for (const route of options.routes) {
    routes[route.route] = route.name;
    if (route.queries) queries[route.route] = route.queries;
    const variants =
      route.route === '/'
        ? HOME_VARIANTS
        : [{ suffix: '', pass: null, query: null }, ...queryVariants(route)];
    const preloads = routePreloads(bundle, route.module);
    for (const { folder, language } of folders) {
      for (const variant of variants) {
        const page = await render.renderPage({
          path: `${urlOf(route)}${variant.query?.search ?? ''}`,
          route: route.route,
          language: language as PageRequest['language'],
          firstVisit: folder === FIRST_VISIT,
          pass: variant.pass,
          variant: variant.query?.value ?? null,
        });
        const file = path.join(outDir, PAGES_DIR, folder, `${route.name}${variant.suffix}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, fillTemplate(template, page, preloads));
      }
    }
  }
  // What the server needs to answer a URL: the page of a prerendered route, the shell (index.html) for the
  // app's other routes, the not-found page ('*') for the rest.
  const appRoutes = render.ROUTE_PATTERNS.filter((route) => route !== '*' && !(route in routes));
  const shells: Record<string, string> = {};
  for (const shell of options.clientRendered) {
    if (!appRoutes.includes(shell.route))
      throw new Error(`prerender: ${shell.route} is not a client-rendered route`);
    shells[shell.route] = shell.name;
    const file = path.join(outDir, PAGES_DIR, SHELLS_DIR, `${shell.name}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, shellFor(template, routePreloads(bundle, shell.module)));
  }
  const manifest = {
    languages: options.languages,
    firstVisit: FIRST_VISIT,
    pages: routes,
    queries,
    appRoutes,
    shells,
  };
  await writeFile(path.join(outDir, PAGES_DIR, 'pages.json'), JSON.stringify(manifest));
}

/** A route's pages for the query values that change its first screen: `pay.taxi-meter` for `/pay?t=taxi-meter`. */
function queryVariants(route: PrerenderedRoute) {
  const { param, values } = route.queries ?? { param: '', values: [] };
  return values.map((value) => ({
    suffix: `.${value}`,
    pass: null,
    query: { value, search: `?${new URLSearchParams({ [param]: value }).toString()}` },
  }));
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
// The page does not ask for the pass status by itself: `/` carries it (the server puts it in), the other
// screens ask once hydrated, when one needs it.
const REQUEST_PRELOAD = /\s*<link rel="preload"[^>]*as="fetch"[^>]*>/g;
const ROOT = /<div id="root">[\s\S]*?<!--\/root-->/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

// What React writes for a boundary it did not finish (pending, or left to the browser after an error), and
// the inline scripts that come with it: none may be in a page (CSP, and it must read without scripts).
const UNFINISHED = /<!--\$[?!]-->|<script>/;

/**
 * The built index.html with the page inside `#root`, its language, title, description and its own screen's
 * modules, at low fetch priority (low-priority-scripts.ts).
 */
function fillTemplate(template: string, page: RenderedPage, preloads: readonly string[]): string {
  if (!ROOT.test(template)) throw new Error('prerender: index.html has no <div id="root">…<!--/root-->');
  if (!DESCRIPTION.test(template)) throw new Error('prerender: index.html has no <meta name="description">');
  if (UNFINISHED.test(page.html)) {
    throw new Error(`prerender: ${page.screen.route} (${page.screen.language}) has an unfinished boundary`);
  }
  const links = preloads
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // The scripts are marked before the page goes in, so nothing in the page can be taken for one of them.
  const frame = lowPriorityScripts(
    template.replace(MODULE_PRELOAD, '').replace(REQUEST_PRELOAD, '').replace('</title>', `</title>${links}`),
  );
  return frame
    .replace(/<html lang="[^"]*"/, `<html lang="${page.screen.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace(ROOT, () => `<div id="root" ${page.rootAttributes}>${page.html}</div>`);
}

/** index.html with `preloads` in place of its module preloads (the entry's and the start page's). */
function shellFor(template: string, preloads: readonly string[]): string {
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  let first = true;
  const shell = template.replace(/<link rel="modulepreload"[^>]*>(\s*)/g, (_link, space: string) => {
    if (!first) return '';
    first = false;
    return `${links}${space}`;
  });
  if (first) throw new Error('prerender: index.html has no module preload');
  return shell;
}

/** The entry's static imports and the screen's chunk with its own (the entry itself is the page's script). */
function routePreloads(bundle: Rolldown.OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!entry || !screen) throw new Error(`prerender: no chunk for the entry or ${moduleSuffix}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  visit(screen.fileName);
  files.delete(entry.fileName);
  return [...files];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
