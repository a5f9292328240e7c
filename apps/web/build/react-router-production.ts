import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Bundles React Router's production build. Its package.json exports only `dist/development` under every
 * condition (remix-run/react-router#14102, #14753), so a production bundle would carry the development
 * warnings (`ENABLE_DEV_WARNINGS`) and their texts on every route; the two builds differ in nothing else.
 * Only `vite build`: tests and the dev server keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return {
    name: 'mizan:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: path.join(path.dirname(packageJson), 'dist/production/index.mjs'),
          },
        ],
      },
    }),
  };
}
