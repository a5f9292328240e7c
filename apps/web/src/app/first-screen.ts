import type { PassStatusResponse } from '@mizan/contracts/pass-status';
import type { Language } from '@mizan/domain/text/language';
import { passStatusCheck } from '@/lib/pass-status-check';
import { isLanguage } from '@/lib/i18n';

/**
 * What a prerendered page was rendered with (ADR 021), written on its `#root` element by the build and read
 * by main.tsx, which hydrates the page only when the visitor's own first render would be the same: the
 * same route (and query variant), language, first-visit picker and, on `/`, pass state. Otherwise it renders afresh.
 */
export interface FirstScreen {
  /** The route pattern of app/router.tsx the page shows ('*' for the not-found page). */
  route: string;
  language: Language;
  /** Whether the first-visit language picker is open in the page. */
  firstVisit: boolean;
  /** On `/`: the pass state the home screen was rendered with ('unknown': only its title, as while loading). */
  pass: PassVariant | null;
  /**
   * The variant of a URL's query the page was rendered for (`/pay?t=taxi-meter`: 'taxi-meter'), or null for the
   * route's own page.
   */
  variant: string | null;
  /** The text namespaces the page used, loaded before hydrating so no screen suspends while it hydrates. */
  namespaces: string[];
}

export type PassVariant = 'active' | 'none' | 'unknown';

const PASS_VARIANTS: readonly string[] = ['active', 'none', 'unknown'];

/** The `#root` attributes that describe the page. */
export function firstScreenAttributes(page: FirstScreen): string {
  const attributes: [string, string][] = [
    ['data-route', page.route],
    ['data-language', page.language],
    ['data-first-visit', String(page.firstVisit)],
    ['data-namespaces', page.namespaces.join(' ')],
  ];
  if (page.pass) attributes.push(['data-pass', page.pass]);
  if (page.variant) attributes.push(['data-variant', page.variant]);
  return attributes.map(([name, value]) => `${name}="${value}"`).join(' ');
}

/** The page's description, or null for a page rendered in the browser alone (the shells). */
export function readFirstScreen(root: HTMLElement): FirstScreen | null {
  const { route, language, firstVisit, namespaces, pass, variant } = root.dataset;
  if (route === undefined || language === undefined || !isLanguage(language)) return null;
  return {
    route,
    language,
    firstVisit: firstVisit === 'true',
    pass: pass !== undefined && PASS_VARIANTS.includes(pass) ? (pass as PassVariant) : null,
    namespaces: namespaces ? namespaces.split(' ') : [],
    variant: variant ?? null,
  };
}

/** The id of the `<script type="application/json">` in which the server puts the visitor's pass status on `/`. */
export const SERVED_PASS_STATUS_ID = 'pass-status';

/**
 * The value of the status element's `data-source` when the service worker put it there, from the status it
 * kept (vite.config.ts, which writes the name out).
 */
export const SERVED_BY_WORKER = 'worker';

/** Whether the page's pass status came from the service worker rather than the server. */
export function isServedByWorker(page: Document): boolean {
  return page.getElementById(SERVED_PASS_STATUS_ID)?.dataset.source === SERVED_BY_WORKER;
}

/** The pass status the server (or the service worker) put in the page, or null. */
export function readServedPassStatus(page: Document): PassStatusResponse | null {
  const text = page.getElementById(SERVED_PASS_STATUS_ID)?.textContent;
  if (!text) return null;
  try {
    const status = passStatusCheck.safeParse(JSON.parse(text));
    return status.success ? status.data : null;
  } catch {
    return null;
  }
}
