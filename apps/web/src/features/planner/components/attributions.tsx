import { useTranslation } from 'react-i18next';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';

type Attribution = PlaceDetailsResponse['photos'][number]['attributions'][number];

/** A photo's authors, linked when Google gives their page (ADR 016). */
export function PhotoCredits({ attributions, light = false }: { attributions: Attribution[]; light?: boolean }) {
  const { t } = useTranslation('planner');
  if (attributions.length === 0) return null;
  return (
    <span className={light ? 'text-sand-100' : 'text-muted'}>
      {t('results.photoBy')}{' '}
      {attributions.map((author, index) => (
        <span key={`${author.name}-${index}`}>
          {index > 0 ? ', ' : null}
          {author.uri ? (
            <a href={author.uri} target="_blank" rel="noopener noreferrer" className="underline">
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </span>
      ))}
    </span>
  );
}

/** The provider's credit ('Google Maps') wherever its content shows (ADR 016). */
export function SourceCredits({ names }: { names: string[] }) {
  const { t } = useTranslation('planner');
  if (names.length === 0) return null;
  return (
    <p className="text-xs text-muted" translate="no">
      {t('results.source', { names: names.join(', ') })}
    </p>
  );
}
