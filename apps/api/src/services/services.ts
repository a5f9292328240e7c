import type { FastifyBaseLogger } from 'fastify';
import type { CacheStore } from '../cache/cache-store';
import type { Config } from '../config';
import type { ProviderInstances } from '../providers/registry';
import type { Repositories } from '../repositories/repositories';
import { createAccess } from './access';
import type { Access } from './access';
import { createAccounts } from './accounts';
import type { Accounts } from './accounts';
import { createCheckout } from './checkout';
import type { Checkout } from './checkout';
import { createEstimator } from './estimate';
import type { Estimator } from './estimate';
import { createItineraryPlanner } from './itinerary';
import type { ItineraryPlanner } from './itinerary';
import { createPasses } from './passes';
import type { Passes } from './passes';
import { createPlaceDetailsService } from './place-details';
import type { PlaceDetailsService } from './place-details';
import { createPlaceSearch } from './place-search';
import type { PlaceSearch } from './place-search';
import { createTranslator } from './translator';
import type { Translator } from './translator';

/** What routes call (besides `app.access`). A new service is a factory in `services/` and one line here. */
export interface Services {
  accounts: Accounts;
  passes: Passes;
  checkout: Checkout;
  estimator: Estimator;
  placeSearch: PlaceSearch;
  placeDetails: PlaceDetailsService;
  translator: Translator;
  itinerary: ItineraryPlanner;
}

export interface ServiceDeps {
  config: Config;
  repos: Repositories;
  providers: ProviderInstances;
  /** Provider answers shared by every instance (`app.cache`). */
  cache: CacheStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The composition root of the domain side: each service gets exactly the repositories and providers it uses. */
export function createServices({ config, repos, providers, cache, now, log }: ServiceDeps): {
  access: Access;
  services: Services;
} {
  const timeoutMs = config.providerTimeoutMs;
  const access = createAccess({ repos, now });
  const passes = createPasses({ repos, payments: providers.payments, now });
  return {
    access,
    services: {
      passes,
      accounts: createAccounts({ repos, passes, access, now }),
      checkout: createCheckout({
        payments: providers.payments,
        passes,
        now,
        publicUrl: config.publicUrl,
        defaultCurrency: config.payments.currency,
      }),
      estimator: createEstimator({
        places: providers.places,
        routing: providers.routing,
        access,
        now,
        timeoutMs,
      }),
      placeSearch: createPlaceSearch({ places: providers.places, timeoutMs, log }),
      placeDetails: createPlaceDetailsService({
        placeDetails: providers.placeDetails,
        cache,
        timeoutMs,
        log,
      }),
      itinerary: createItineraryPlanner({
        languageModel: providers.languageModel,
        budgetMs: config.itineraryModelBudgetMs,
        now,
        log,
      }),
      translator: createTranslator({
        speech: providers.speech,
        languageModel: providers.languageModel,
        textTranslation: providers.textTranslation,
        access,
        budgetMs: config.translateBudgetMs,
      }),
    },
  };
}
