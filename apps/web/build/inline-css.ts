import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet inside index.html instead of a `<link>`: a render-blocking stylesheet costs the
 * first paint one more round trip, which is most of it on a phone's roaming data (150 ms+ each). The CSS is
 * small (about 7 KB compressed) and every screen uses the same file, so nothing is loaded twice; the asset
 * is removed from the build, since no chunk loads it at run time.
 */
export function inlineCss(): Plugin {
  return {
    name: 'mizan:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const lazilyLoaded = new Set(
          chunks
            .filter((chunk) => !chunk.isEntry)
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset' || lazilyLoaded.has(fileName)) return link;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            delete bundle[fileName];
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
