import { createHash } from 'node:crypto';

/** The id of the `<template>` a page keeps its scripts in until its first paint. */
export const DEFERRED_SCRIPTS_ID = 'scripts-after-paint';

/**
 * Runs inline in a prerendered page's head: adds the page's scripts (the entry and its modulepreloads, kept
 * inert in the template) once the first contentful paint is on screen. The page is readable without them
 * (ADR 021), and Lighthouse's simulation counts every high-priority script that finished before the observed
 * first paint as blocking it: loaded from a local server they always do, so 118 KB of script on simulated
 * Slow 4G made a 0.7 s paint 1.8 s (ADR 022). A hidden page has no paint to wait for; a browser without paint
 * timing waits one frame; the timeout is a net for a paint never reported, so a page never stays inert.
 * Self-contained: its source is written into the page.
 */
function startScriptsAfterFirstPaint(templateId: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // For the journeys and the bench: when the scripts were asked for.
    performance.mark(templateId);
    const template = document.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement)) return;
    // New elements, not clones: a script must be created by this document to run.
    for (const inert of Array.from(template.content.children)) {
      const live = document.createElement(inert.localName);
      for (const attribute of Array.from(inert.attributes))
        live.setAttribute(attribute.name, attribute.value);
      document.head.append(live);
    }
  };
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}

/** The inline loader, as written into every page (its hash allows it in the Content-Security-Policy). */
export const SCRIPTS_AFTER_PAINT = `(${String(startScriptsAfterFirstPaint)})(${JSON.stringify(DEFERRED_SCRIPTS_ID)})`;

/** The CSP source that allows the loader: `'sha256-…'` of its exact text. */
export const SCRIPTS_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A page's module script and modulepreloads moved into an inert `<template>` (the preload scanner does not
 * fetch what is inside one), with the loader that adds them after the first paint, where the script was.
 */
export function scriptsAfterPaint(html: string): string {
  const tags = [...html.matchAll(MODULE_PRELOAD), ...html.matchAll(MODULE_SCRIPT)].map((m) => m[0].trim());
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('scriptsAfterPaint: the page has no module script');
  const template = `<template id="${DEFERRED_SCRIPTS_ID}">${tags.join('')}</template>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, `\n    ${template}\n    <script>${SCRIPTS_AFTER_PAINT}</script>`);
}
