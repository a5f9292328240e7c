import type { Feature } from '@mizan/domain/pass/features';

// Apart from trigger.ts: main.tsx reads this before every page's first render, so it carries nothing else.

/**
 * The triggers the pay page says something of its own for (why the visitor is there, under the title): each has
 * its own prerendered /pay page (ADR 021; vite.config.ts lists them for the build and the service worker), so a
 * direct load of `/pay?t=taxi-meter` paints that line and does not shift once hydrated. Every feature is one.
 */
export const PAY_PAGE_TRIGGERS: readonly Feature[] = ['taxi-meter', 'taxi-estimate', 'translate'];

/** The prerendered variant of /pay for a URL's query (`?t=taxi-meter`): its trigger's, or null for /pay's own. */
export function payPageVariant(search: string): string | null {
  const trigger = new URLSearchParams(search).get('t');
  return PAY_PAGE_TRIGGERS.find((value) => value === trigger) ?? null;
}
