// What a Lighthouse run says about its LCP, read from figures that do not depend on the machine's load: the
// LCP element, the observed (unthrottled) first and largest paints, and what had finished loading before that
// largest paint. Lighthouse's default mode (Lantern, `lantern/metrics/LargestContentfulPaint.js` in
// @paulirish/trace_engine) simulates LCP with every request that finished before the observed LCP, whatever
// its priority, while its FCP leaves out low-priority scripts: so when the scripts of a page painted from its
// HTML finish (on a local server, in a few ms) before the first frame is shown, the simulated LCP downloads
// them on Slow 4G although the paint never waited for them (ADR 022, ninth pass).
import { readFileSync } from 'node:fs';

/** From a Lighthouse JSON report. Request times are from the navigation's start, as the observed paints. */
export function lcpDiagnosis(result) {
  const audits = result.audits;
  const observed = audits.metrics.details?.items?.[0] ?? {};
  const node = audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  const requests = audits['network-requests'].details?.items ?? [];
  const before = requests
    .slice(1)
    .filter((request) => request.networkEndTime <= observed.observedLargestContentfulPaint);
  return {
    element: node ? `${node.selector} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'none',
    observedFcp: observed.observedFirstContentfulPaint,
    observedLcp: observed.observedLargestContentfulPaint,
    requestsBefore: before.length,
    scriptsBefore: before.filter((request) => request.resourceType === 'Script').length,
    bytesBefore: before.reduce((total, request) => total + (request.transferSize ?? 0), 0),
  };
}

/**
 * From a trace Lighthouse saved (`--save-assets`): each LCP candidate Chromium recorded (its DOM node, size
 * and time from the navigation's start). One candidate at the first paint means nothing was painted larger
 * later: no font swap, no element drawn by the scripts.
 */
export function lcpCandidates(tracePath) {
  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  return events
    .filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.ts >= start.ts)
    .map(({ ts, args: { data } }) => ({
      index: data.candidateIndex,
      node: `${data.nodeId} <${data.nodeName}>`,
      size: data.size,
      at: (ts - start.ts) / 1000,
    }));
}
