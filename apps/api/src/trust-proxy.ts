import type { Config } from './config';

type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for config TRUST_PROXY (ADR 017). A list goes as it is (proxy-addr checks each hop's
 * address against it). A hop count becomes "the first n hops are ours": Fastify 5 turns a bare number into "trust
 * nobody", since a count cannot tell our proxy from a client connecting directly, so a count is only for an app
 * that cannot be reached except through its proxies (README).
 */
export function trustProxyOption(setting: Config['trustProxy']): TrustProxyOption {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
