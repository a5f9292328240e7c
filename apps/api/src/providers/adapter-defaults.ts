/** How long a real adapter waits for its service unless configured: the estimate must answer, not hang. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 4000;

/** Suggestions returned under an address field; about what the 15rem dropdown shows without scrolling. */
export const MAX_PREDICTIONS = 8;

/** Options every real adapter takes. */
export interface AdapterOptions {
  /** Per request; DEFAULT_PROVIDER_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

/**
 * Sent to OpenStreetMap services: Nominatim's usage policy requires a User-Agent that identifies the
 * application (Node's fetch sends only "node"). Deployments may set their own with a contact address.
 */
export const DEFAULT_USER_AGENT = 'Mizan/0.1 (taxi fare estimator for visitors to Morocco; server-side geocoding)';
