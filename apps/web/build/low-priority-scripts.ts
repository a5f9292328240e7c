/**
 * A prerendered page's entry script and modulepreloads marked `fetchpriority="low"`. The page is readable
 * without them (ADR 021) and nothing else on it competes for the connection, so the browser still asks for them
 * as it parses the head; but Lighthouse's simulation (Lantern) counts every high-priority script that finished
 * before the observed first paint as blocking that paint, and served from a local server they always do.
 * Low, they are what they are: not render-blocking. Asking for them only after the paint pleased the simulation
 * more and cost a throttled phone 0.5-0.8 s before the page answered taps (ADR 022, "Fifth pass").
 */
export function lowPriorityScripts(html: string): string {
  if (!/<script type="module"/.test(html))
    throw new Error('lowPriorityScripts: the page has no module script');
  return html
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    )
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}
