// The load generator, in its own process: it must not share the measured server's event loop (and autocannon
// treats a worker thread as one of its own sub-workers, so a thread will not do).
// - No `rate`: autocannon, closed loop (each connection sends its next request when the answer arrives), for
//   the most the server can answer.
// - A `rate`: loadtest, open loop, one request every 1000/rate ms whatever the answers do, for the latency at
//   that load. autocannon's own rate option sends each second's quota back to back at full speed and then
//   waits for the next second, so its latencies are those of bursts at the maximum rate, not of a steady load.
// Either way the parent gets { rps, p50, p99, failed }, latencies in milliseconds.
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';

async function closedLoop({ url, connections, duration, requests }) {
  const result = await autocannon({ url, connections, duration, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function openLoop({ url, rate, duration, requests }) {
  let next = 0;
  const result = await loadTest({
    url,
    requestsPerSecond: rate,
    maxSeconds: duration,
    agentKeepAlive: true,
    quiet: true,
    // Each request in turn from the list, as a visitor's browser would send it.
    requestGenerator(options, params, request, onResponse) {
      const spec = requests[next++ % requests.length];
      const outgoing = request(
        {
          ...params,
          method: spec.method ?? 'GET',
          path: spec.path,
          headers: { ...params.headers, ...spec.headers },
        },
        onResponse,
      );
      if (spec.body) outgoing.write(spec.body);
      return outgoing;
    },
  });
  return {
    rps: result.rps,
    p50: result.percentiles['50'],
    p99: result.percentiles['99'],
    failed: result.totalErrors,
  };
}

process.once('message', async (options) => {
  const result = options.rate ? await openLoop(options) : await closedLoop(options);
  process.send(result, () => process.exit(0));
});
