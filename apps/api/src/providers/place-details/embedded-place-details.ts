import { CATALOG, CATALOG_BY_CITY } from '@mizan/data/catalog';
import { cityArea } from '@mizan/data/city-areas';
import { haversineMeters } from '@mizan/domain/geo/distance';
import type { CatalogKind, CatalogPlace } from '@mizan/domain/planner/catalog-place';
import { slugify } from '@mizan/domain/text/slug';
import { MAX_NEARBY_RESULTS } from './place-details-provider';
import type { PlaceDetails, PlaceDetailsProvider } from './place-details-provider';

/** Google place types (spec 9's interest mapping) and the catalog kinds that answer them. */
const KINDS_BY_TYPE: Record<string, readonly CatalogKind[]> = {
  tourist_attraction: ['monument', 'palace', 'viewpoint', 'walk', 'nature', 'day-trip', 'garden', 'beach'],
  attraction: ['monument', 'palace', 'viewpoint', 'walk', 'nature', 'day-trip', 'garden', 'beach'],
  museum: ['museum'],
  art_gallery: ['museum'],
  gallery: ['museum'],
  mosque: ['mosque'],
  park: ['garden', 'nature', 'walk'],
  restaurant: ['restaurant'],
  cafe: ['cafe'],
  bakery: ['cafe'],
  bar: ['nightlife'],
  night_club: ['nightlife'],
  spa: ['hammam'],
  shopping_mall: ['souk', 'crafts'],
  department_store: ['souk', 'crafts'],
  store: ['souk', 'crafts'],
  mall: ['souk', 'crafts'],
};

function toDetails(place: CatalogPlace): PlaceDetails {
  return {
    placeId: place.id,
    name: place.name,
    location: { lat: place.lat, lng: place.lng },
    formattedAddress: `${place.name}, ${cityArea(place.city).displayName}`,
    vicinity: cityArea(place.city).displayName,
    city: cityArea(place.city).displayName,
    // The catalog holds facts only: no ratings, no reviews, no photos of its own.
    rating: null,
    reviewCount: null,
    priceLevel: null,
    website: place.link ?? null,
    mapsUrl: null,
    photos: [],
    reviews: [],
  };
}

/** The embedded default: the curated catalog of packages/data, with no key and no network. */
export function createEmbeddedPlaceDetails(): PlaceDetailsProvider {
  return {
    name: 'embedded',
    source: 'catalog',

    async details({ placeName, city, placeId }) {
      const places = CATALOG_BY_CITY[city];
      const byId = places.find((p) => p.id === (placeId ?? placeName));
      if (byId) return toDetails(byId);
      const wanted = slugify(placeName.trim());
      // Blank or punctuation only ("  " slugifies to "-"): a name to match, not a pattern of every name.
      if (!/[a-z0-9]/.test(wanted)) return null;
      // A plan names a place in its language ('Palais de la Bahia'): every name of the place is looked at.
      const names = (p: CatalogPlace) => [p.name, ...Object.values(p.names ?? {})].map(slugify);
      const match =
        places.find((p) => names(p).includes(wanted)) ??
        places.find((p) => names(p).some((name) => name.includes(wanted) || wanted.includes(name)));
      return match ? toDetails(match) : null;
    },

    async nearby({ location, type, radiusMeters }) {
      const kinds = KINDS_BY_TYPE[type] ?? [];
      return CATALOG.filter((p) => kinds.includes(p.kind))
        .map((p) => ({ place: p, distance: haversineMeters(location, p) }))
        .filter(({ distance }) => distance <= radiusMeters)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, MAX_NEARBY_RESULTS)
        .map(({ place }) => toDetails(place));
    },

    async photo() {
      return null;
    },
  };
}
