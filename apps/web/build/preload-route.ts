import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` for a lazily loaded route module and its static imports, so the browser
 * fetches them with the entry instead of after it has run (no waterfall on the start page). Vite already
 * preloads the entry's own imports; this adds the rest.
 */
export function preloadRoute(moduleSuffix: string): Plugin {
  return {
    name: 'mizan:preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
        if (!route) throw new Error(`preloadRoute: no chunk for ${moduleSuffix}`);
        const files = staticClosure(route.fileName, bundle);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const already = entry ? staticClosure(entry.fileName, bundle) : new Set<string>();
        return [...files]
          .filter((file) => !already.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

function staticClosure(fileName: string, bundle: OutputBundle, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(imported, bundle, seen);
  return seen;
}
