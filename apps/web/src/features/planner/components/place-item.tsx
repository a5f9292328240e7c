import { useState } from 'react';
import { ExternalLink, ImageOff, Navigation, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { ItineraryLocation } from '@mizan/domain/planner/itinerary';
import { formatDecimal } from '@/lib/format';
import { thumbUrl } from '../api/place-details';
import { directionsUrl } from '../lib/directions';
import { PhotoCredits, SourceCredits } from './attributions';

type Photo = PlaceDetailsResponse['photos'][number];

interface PlaceItemProps {
  location: ItineraryLocation;
  details: PlaceDetailsResponse | undefined;
  onOpenPhoto: (photo: Photo, alt: string) => void;
}

/** One place of a day (spec 2 "Results"), with Google's content credited where it shows (ADR 016). */
export function PlaceItem({ location, details, onOpenPhoto }: PlaceItemProps) {
  const { t, i18n } = useTranslation('planner');
  const [broken, setBroken] = useState(false);
  const photo = details?.photos[0];
  const link = details?.url ?? details?.mapsUrl ?? details?.website ?? location.link ?? null;
  const google = details?.source === 'google';
  const directions = directionsUrl(location, details);

  return (
    <li className="space-y-2 border-t border-sand-200 py-4 first:border-t-0">
      <div className="flex gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="text-xs font-semibold text-terracotta-700">{location.time.replace('-', ' – ')}</p>
          <h4 className="text-base leading-snug font-bold text-ink">
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-start gap-1 text-teal-800 underline-offset-2 hover:underline"
              >
                {location.name}
                <ExternalLink aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
              </a>
            ) : (
              location.name
            )}
          </h4>
          {location.nameAr ? (
            <p
              dir="rtl"
              lang="ar"
              className="text-right text-lg text-ink"
              aria-label={t('results.nameForDriver')}
            >
              {location.nameAr}
            </p>
          ) : null}
          {details?.rating != null ? (
            <p className="flex flex-wrap items-center gap-1 text-sm text-ink">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span>{formatDecimal(details.rating, 1, i18n.language)}</span>
              {details.reviewCount != null ? (
                <span className="text-muted">
                  (
                  {t('results.reviewCount', {
                    count: details.reviewCount,
                    formatted: formatDecimal(details.reviewCount, 0, i18n.language),
                  })}
                  )
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {/* A stop that names no place (a meal in the streets around, the generic plan) has no photo to miss. */}
        {location.placeId === undefined ? null : (
          <div className="w-28 shrink-0">
            {photo && !broken ? (
              <>
                <button
                  type="button"
                  onClick={() => onOpenPhoto(photo, location.name)}
                  aria-label={t('results.openImage', { name: location.name })}
                  className="block size-28 overflow-hidden rounded-xl bg-sand-100"
                >
                  <img
                    src={thumbUrl(photo.url)}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                    onError={() => setBroken(true)}
                  />
                </button>
                <p className="mt-1 text-[10px] leading-tight break-words">
                  <PhotoCredits attributions={photo.attributions} />
                </p>
              </>
            ) : (
              <div
                role="img"
                aria-label={t('results.noPhoto')}
                className="flex size-28 items-center justify-center rounded-xl bg-sand-100 text-sand-300"
              >
                <ImageOff aria-hidden="true" className="size-8" />
              </div>
            )}
          </div>
        )}
      </div>
      {location.description ? <p className="text-sm text-ink">{location.description}</p> : null}
      {location.tips ? (
        <p className="text-sm text-muted">
          <span className="font-semibold">{t('results.tip')}</span> {location.tips}
        </p>
      ) : null}
      <p className="text-sm font-semibold text-teal-900">
        {t('results.price')} {location.price}
      </p>
      {directions ? (
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-teal-800 hover:text-teal-950"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t('results.directions')}
        </a>
      ) : null}
      {details ? (
        <div className="space-y-2">
          {details.reviews.length > 0 ? (
            <ul className="space-y-2" aria-label={t('results.reviews')}>
              {details.reviews.slice(0, 3).map((review, index) => (
                <li key={`${review.author}-${index}`} className="rounded-lg bg-sand-50 p-2 text-sm">
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                    <span className="font-semibold text-ink">
                      {review.authorUri ? (
                        <a
                          href={review.authorUri}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="underline"
                        >
                          {review.author}
                        </a>
                      ) : (
                        review.author
                      )}
                    </span>
                    <span aria-label={t('results.stars', { rating: review.rating })}>
                      {'★'.repeat(Math.round(review.rating))}
                    </span>
                    <span>{review.relativeTime}</span>
                  </p>
                  <p className="mt-1 text-ink">{review.text}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted italic">{t('results.noReviews')}</p>
          )}
          {google ? <SourceCredits names={details.attributions} /> : null}
        </div>
      ) : null}
    </li>
  );
}
