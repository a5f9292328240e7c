import type { Config } from '../config';
import type { Repositories } from '../repositories/repositories';
import { createNoLanguageModel } from './language-model/no-language-model';
import { createOpenAiLanguageModel } from './language-model/openai-language-model';
import type { OpenAiConnection } from './openai/openai-client';
import { selectPaymentProvider } from './payments/select-payment-provider';
import { createEmbeddedPlaceDetails } from './place-details/embedded-place-details';
import { createGooglePlaceDetails } from './place-details/google-place-details';
import type { PlaceDetailsProvider } from './place-details/place-details-provider';
import { createEmbeddedPlaces } from './places/embedded-places';
import { selectPlacesProvider } from './places/select-places-provider';
import { createEmbeddedRouting } from './routing/embedded-routing';
import { selectRoutingProvider } from './routing/select-routing-provider';
import { createNoSpeech } from './speech/no-speech';
import { createOpenAiSpeech } from './speech/openai-speech';
import { createEmbeddedTextTranslation } from './text-translation/embedded-text-translation';

/** One retry of a 429/5xx/dropped connection: cheap next to a tourist recording the phrase again. */
const OPENAI_MAX_RETRIES = 1;

function openAiConnection(config: Config, apiKey: string): OpenAiConnection {
  return {
    apiKey,
    baseUrl: config.openai.baseUrl,
    timeoutMs: config.translateBudgetMs,
    maxRetries: OPENAI_MAX_RETRIES,
  };
}

/** What a factory may use to build its adapter. */
export interface ProviderDeps {
  config: Config;
  repos: Repositories;
  now: () => Date;
}

/**
 * Every provider kind, and how it is chosen at start: a real adapter when its env is set, else the embedded
 * default that works with no key and no network. To add a kind: its interface and adapters in
 * `providers/<kind>/`, and one entry here; routes' services then receive `providers.<kind>`.
 */
export const providerRegistry = {
  places: ({ config }: ProviderDeps) =>
    selectPlacesProvider(
      {
        googleMapsApiKey: config.google.apiKey,
        googleMapsBaseUrl: config.google.mapsBaseUrl,
        photonUrl: config.osm.photonUrl,
        nominatimUrl: config.osm.nominatimUrl,
        providerTimeoutMs: config.providerTimeoutMs,
      },
      createEmbeddedPlaces(),
    ),
  routing: ({ config }: ProviderDeps) =>
    selectRoutingProvider(
      {
        osrmUrl: config.osm.osrmUrl,
        googleMapsApiKey: config.google.apiKey,
        googleRoutesBaseUrl: config.google.routesBaseUrl,
        providerTimeoutMs: config.providerTimeoutMs,
      },
      createEmbeddedRouting(),
    ),
  placeDetails: ({ config }: ProviderDeps): PlaceDetailsProvider =>
    config.google.apiKey
      ? createGooglePlaceDetails({
          apiKey: config.google.apiKey,
          baseUrl: config.google.mapsBaseUrl,
          timeoutMs: config.providerTimeoutMs,
        })
      : createEmbeddedPlaceDetails(),
  // Voice and the language model: an OpenAI-compatible API when OPENAI_API_KEY is set (ADR 015). One call may
  // take the whole translation budget (a long clip's transcription); the translator's deadline cuts it shorter.
  speech: ({ config }: ProviderDeps) =>
    config.openai.apiKey
      ? createOpenAiSpeech({
          ...openAiConnection(config, config.openai.apiKey),
          models: config.openai.models,
          voice: config.openai.voice,
        })
      : createNoSpeech(),
  languageModel: ({ config }: ProviderDeps) =>
    config.openai.apiKey
      ? createOpenAiLanguageModel({
          ...openAiConnection(config, config.openai.apiKey),
          model: config.openai.models.chat,
        })
      : createNoLanguageModel(),
  // Typed text: the embedded translator over the phrasebook and DODa, in a worker thread (ADR 015).
  textTranslation: () => createEmbeddedTextTranslation(),
  payments: ({ config, repos, now }: ProviderDeps) =>
    selectPaymentProvider(config, { sessions: repos.demoCheckoutSessions, now }),
};

export type ProviderKind = keyof typeof providerRegistry;
export type ProviderInstances = { [K in ProviderKind]: ReturnType<(typeof providerRegistry)[K]> };

/** Every kind from the registry, except those the caller supplies (tests inject fakes and failing providers). */
export function createProviders(
  deps: ProviderDeps,
  supplied: Partial<ProviderInstances> = {},
): ProviderInstances {
  const build = <K extends ProviderKind>(kind: K): ProviderInstances[K] =>
    supplied[kind] ?? (providerRegistry[kind](deps) as ProviderInstances[K]);
  return Object.fromEntries(
    (Object.keys(providerRegistry) as ProviderKind[]).map((kind) => [kind, build(kind)]),
  ) as ProviderInstances;
}

/** Which adapter serves each kind, for the start-up log line. */
export function providerNames(providers: ProviderInstances): Record<ProviderKind, string> {
  return Object.fromEntries(
    Object.entries(providers).map(([kind, provider]) => [kind, provider.name]),
  ) as Record<ProviderKind, string>;
}
