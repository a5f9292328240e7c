/**
 * `base` + `path` + query, keeping any path prefix of the base (a self-hosted Photon behind `/photon`),
 * which `new URL(path, base)` would drop. Undefined parameters are left out.
 */
export function endpointUrl(base: string, path: string, params: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}
