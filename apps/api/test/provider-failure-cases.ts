import type { ProviderFailure } from '../src/providers/provider-error';
import type { FakeReply } from './fakes/fake-http-server';

/**
 * Failures every adapter must map the same way (providers/http.ts, then its schema). An object of another
 * shape is tested per adapter: for Google, `{}` is the documented "nothing found".
 */
export const HTTP_FAILURES: { label: string; reply: FakeReply; failure: ProviderFailure }[] = [
  { label: '500 server error', reply: { status: 500, json: { error: 'internal' } }, failure: 'unavailable' },
  { label: '503 maintenance', reply: { status: 503, text: '<html>Service Unavailable</html>' }, failure: 'unavailable' },
  { label: '429 rate limited', reply: { status: 429, json: { error: 'Too Many Requests' } }, failure: 'unavailable' },
  { label: '403 refused', reply: { status: 403, text: 'Forbidden' }, failure: 'failed' },
  { label: '404 wrong base URL', reply: { status: 404, text: 'Not Found' }, failure: 'failed' },
  { label: '200 with an HTML body', reply: { status: 200, text: '<html><body>captive portal</body></html>' }, failure: 'failed' },
  { label: '200 with a bare JSON string', reply: { status: 200, json: 'OK' }, failure: 'failed' },
  { label: '200 with a JSON array', reply: { status: 200, json: [1, 2, 3] }, failure: 'failed' },
];

/**
 * A fake answering this late drives an adapter configured with TEST_TIMEOUT_MS into its timeout. The adapters'
 * other cases run under the same budget: at 150 ms a first request on a busy machine (2 test workers beside
 * the typecheck on CI's 2 cores) once missed it.
 */
export const TEST_TIMEOUT_MS = 500;
export const SLOW_ANSWER_MS = 3000;
