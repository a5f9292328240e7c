import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Language } from '@mizan/domain/text/language';
import { NO_PASS } from '@/features/pass/api/get-pass-status';
import { DocumentTitleSink } from '@/hooks/use-document-title';
import { I18N_OPTIONS } from '@/lib/i18n';
import { firstScreenAttributes } from './first-screen';
import type { FirstScreen, PassVariant } from './first-screen';
import { AppProvider } from './provider';
import type { QuerySlot } from './provider';
import { AppRoutes, loadFirstScreen } from './router';

export { ROUTE_PATTERNS } from './router';

// The build's server render (ADR 021): build/prerender.ts bundles this module for Node and calls
// renderPage for every public route, language and first-visit or pass variant. Every text of every
// language is bundled here, so no screen suspends on its texts and the output is the whole screen.

const TEXTS = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Record<string, Record<string, Record<string, unknown>>> {
  const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, bundle] of Object.entries(TEXTS)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    (byLanguage[language] ??= {})[namespace] = bundle;
  }
  return byLanguage;
}

/** What react-i18next's useTranslation records on the instance (its typings leave it out). */
interface UsedNamespaces {
  reportNamespaces?: { getUsedNamespaces(): string[] };
}

const ACTIVE = { active: true, passExpiresAt: null };

export interface PageRequest {
  /** A URL the route matches. */
  path: string;
  route: string;
  language: Language;
  firstVisit: boolean;
  pass: PassVariant | null;
  /** The query variant `path` renders (its query, e.g. `?t=taxi-meter`), or null. */
  variant: string | null;
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** What the screen sets as the browser tab's title. */
  title: string;
  /** The page's `<meta name="description">`, in its language. */
  description: string;
  screen: FirstScreen;
  /** `#root`'s attributes, which tell main.tsx what the page was rendered with. */
  rootAttributes: string;
}

/** Loads every screen's module, so the render finds each one ready, as main.tsx does for the first URL. */
export async function loadScreens(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => loadFirstScreen(path)));
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  // An instance per page: its record of the namespaces the render used is this page's alone.
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: resources(), lng: request.language });
  // The exact expiry does not show on the home screen; the server puts the visitor's own answer in the page.
  const served = { active: ACTIVE, none: NO_PASS, unknown: null }[request.pass ?? 'unknown'];
  let title = '';
  // A screen that fails on the server would be left for the browser to render: fail the build instead.
  const errors: unknown[] = [];
  const queries: QuerySlot = { served, client: null };
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentTitleSink value={(value) => (title = value)}>
        <I18nextProvider i18n={i18n}>
          <AppProvider queries={queries}>
            <StaticRouter location={request.path}>
              <AppRoutes firstVisit={request.firstVisit} />
            </StaticRouter>
          </AppProvider>
        </I18nextProvider>
      </DocumentTitleSink>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // The whole page inline: React outlines a large Suspense boundary (12.8 KB by default) behind an inline
      // script that reveals it, which the Content Security Policy forbids and a page without scripts never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // Each query of the page keeps a 5-minute garbage-collection timer, and with it the build's process: `npm start`
  // (build, then serve) waited five minutes for it.
  queries.client?.clear();
  if (errors.length > 0) {
    throw new Error(`prerender of ${request.path} (${request.language}) failed`, { cause: errors[0] });
  }
  const html = await new Response(prelude).text();
  const namespaces = (i18n as UsedNamespaces).reportNamespaces?.getUsedNamespaces() ?? [];
  const screen: FirstScreen = {
    route: request.route,
    language: request.language,
    firstVisit: request.firstVisit,
    pass: request.pass,
    namespaces,
    variant: request.variant,
  };
  const description = i18n.t('metaDescription');
  return { html, title, description, screen, rootAttributes: firstScreenAttributes(screen) };
}
