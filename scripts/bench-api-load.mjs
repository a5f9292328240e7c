// autocannon in its own process: the load generator must not share the measured server's event loop (and
// autocannon treats a worker thread as one of its own sub-workers, so a thread will not do).
import autocannon from 'autocannon';

process.once('message', async (options) => {
  const result = await autocannon(options);
  process.send(
    {
      latency: { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average },
      requests: { average: result.requests.average, total: result.requests.total },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    },
    () => process.exit(0),
  );
});
