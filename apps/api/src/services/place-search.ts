import type { AutocompleteResponse, ReverseGeocodeResponse } from '@mizan/contracts/taxi';
import type { LatLng } from '@mizan/domain/geo/distance';
import type { Language } from '@mizan/domain/text/language';
import type { FastifyBaseLogger } from 'fastify';
import type { PlacesProvider } from '../providers/places/places-provider';
import { withDeadline } from '../providers/with-deadline';

/** Address suggestions and reverse geocoding, for every screen that asks for a place (taxi, profile, planner). */
export interface PlaceSearch {
  /** Never fails: suggestions are a convenience (spec 7), the visitor can still type the whole address. */
  autocomplete(text: string, near: LatLng | undefined, lang?: Language): Promise<AutocompleteResponse>;
  /** The address names the place in `lang` where the provider can ("Près de Gare de Marrakech, Marrakech"). */
  reverseGeocode(position: LatLng, lang?: Language): Promise<ReverseGeocodeResponse>;
}

export function createPlaceSearch(deps: {
  places: PlacesProvider;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): PlaceSearch {
  const { places, timeoutMs, log } = deps;
  return {
    async autocomplete(text, near, lang) {
      try {
        const predictions = await withDeadline(places.name, timeoutMs, (signal) =>
          places.autocomplete(text, { near, lang, signal }),
        );
        return { predictions: predictions.map(({ description, placeId }) => ({ description, placeId })) };
      } catch (error) {
        log.warn({ err: error }, 'autocomplete failed; answering no suggestions');
        return { predictions: [] };
      }
    },

    async reverseGeocode(position, lang) {
      const found = await withDeadline(places.name, timeoutMs, (signal) =>
        places.reverseGeocode(position, { lang, signal }),
      );
      if (!found) return { status: 'ZERO_RESULTS', results: [] };
      return {
        status: 'OK',
        results: [
          {
            formatted_address: found.formattedAddress,
            address_components: found.components.map((c) => ({ long_name: c.longName, types: c.types })),
          },
        ],
      };
    },
  };
}
