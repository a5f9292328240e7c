import type { Plugin } from 'vite';

/**
 * Asks for one API answer from the HTML, with `<link rel="preload" as="fetch">`, so a first visit's request
 * runs beside the JavaScript download instead of after the scripts have arrived and run (on roaming data,
 * the whole download and a round trip earlier). The app's own `fetch` of the same path, with credentials,
 * picks up the preloaded answer (e2e checks that only one request is made).
 *
 * The service worker serves `offlineShell`, a copy of the page without the link, to every navigation it
 * handles: offline the request could only fail (an error in the console), and with the scripts in the
 * worker's cache the app asks soon enough by itself.
 */
export function preloadRequest(path: string, offlineShell: string): Plugin {
  const link = `<link rel="preload" href="${path}" as="fetch" crossorigin="use-credentials">`;
  return {
    name: 'mizan:preload-request',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</title>', `</title>\n    ${link}`),
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string' || !page.source.includes(link)) {
        throw new Error(`preloadRequest: index.html has no preload of ${path}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: offlineShell,
        source: page.source.replace(`\n    ${link}`, ''),
      });
    },
  };
}
