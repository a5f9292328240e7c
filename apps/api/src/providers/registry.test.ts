import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Repositories } from '../repositories/repositories';
import { createProviders, providerNames, providerRegistry } from './registry';
import type { RoutingProvider } from './routing/routing-provider';

// Only the demo payment provider touches a repository, and only when a checkout starts.
const repos = {} as Repositories;
const deps = (env: Record<string, string> = {}) => ({
  config: loadConfig(env),
  repos,
  now: () => new Date(0),
});

describe('provider registry', () => {
  it('builds every kind of the registry, each with its embedded default when no key is set', () => {
    const providers = createProviders(deps());
    expect(Object.keys(providers).sort()).toEqual(Object.keys(providerRegistry).sort());
    expect(providerNames(providers)).toEqual({
      places: 'embedded',
      routing: 'embedded',
      placeDetails: 'embedded',
      speech: 'none',
      languageModel: 'none',
      textTranslation: 'embedded',
      payments: 'demo',
    });
  });

  it('chooses real adapters from the environment', () => {
    const names = providerNames(
      createProviders(deps({ GOOGLE_MAPS_API_KEY: 'key', OSRM_URL: 'http://127.0.0.1:9' })),
    );
    expect(names).toMatchObject({ places: 'google-places', routing: 'osrm' });
  });

  it('uses a supplied instance instead of building that kind', () => {
    const routing: RoutingProvider = {
      name: 'fake-routing',
      route: () => Promise.reject(new Error('unused')),
    };
    expect(createProviders(deps(), { routing }).routing).toBe(routing);
  });

  it('answers 503 provider_not_configured for voice and the language model when no key is set', async () => {
    const { speech, languageModel } = createProviders(deps());
    await expect(
      speech.transcribe({ data: Buffer.from('x'), mimeType: 'audio/webm', filename: 'a.webm' }, {}),
    ).rejects.toMatchObject({
      failure: 'not_configured',
    });
    await expect(
      languageModel.completeJson({ system: '', user: '', format: { name: 'x', schema: {} } }),
    ).rejects.toMatchObject({
      failure: 'not_configured',
    });
  });
});
