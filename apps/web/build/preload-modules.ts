import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` for lazily loaded modules (a route, what its first render imports on
 * demand) and their static imports, so the browser fetches them with the entry instead of after it has run
 * (no waterfall on the start page). Vite already preloads the entry's own imports; this adds the rest.
 */
export function preloadModules(moduleSuffixes: readonly string[]): Plugin {
  return {
    name: 'mizan:preload-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const files = new Set<string>();
        for (const suffix of moduleSuffixes) {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`preloadModules: no chunk for ${suffix}`);
          staticClosure(chunk.fileName, bundle, files);
        }
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
