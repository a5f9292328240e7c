import { useDeferredValue, useMemo, useState } from 'react';
import { Search, Star, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PHRASE_CATEGORIES } from '@mizan/domain/translate/phrase';
import type { Phrase, PhraseCategory } from '@mizan/domain/translate/phrase';
import type { Language } from '@mizan/domain/text/language';
import { FIELD_CLASS } from '@/components/ui/field-styles';
import { searchPhrases } from '../lib/phrase-search';

type Filter = PhraseCategory | 'all' | 'favourites';

export interface PhrasebookListProps {
  phrases: readonly Phrase[];
  language: Language;
  favourites: readonly string[];
  onToggleFavourite: (id: string) => void;
  /** Null when the device has no Arabic voice: the phrases are then shown only. */
  onPlay: ((phrase: Phrase) => void) | null;
  onShow: (phrase: Phrase) => void;
}

const PAGE = 25;

/**
 * The phrasebook's search, categories and phrases, in a chunk of its own: it can show nothing before the phrases
 * (the embedded translator's chunk) are there, so it loads with them, not with the screen (ADR 022).
 */
export function PhrasebookList({
  phrases,
  language,
  favourites,
  onToggleFavourite,
  onPlay,
  onShow,
}: PhrasebookListProps) {
  const { t } = useTranslation('translator');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(PAGE);
  const deferredQuery = useDeferredValue(query);

  const found = useMemo(() => {
    const pool =
      filter === 'all'
        ? phrases
        : filter === 'favourites'
          ? favourites.map((id) => phrases.find((phrase) => phrase.id === id)).filter((p): p is Phrase => !!p)
          : phrases.filter((phrase) => phrase.category === filter);
    return searchPhrases(pool, deferredQuery, language);
  }, [phrases, filter, favourites, deferredQuery, language]);

  const chips: Filter[] = ['all', 'favourites', ...PHRASE_CATEGORIES];
  const chipLabel = (chip: Filter) =>
    chip === 'all'
      ? t('phrasebook.all')
      : chip === 'favourites'
        ? t('phrasebook.favourites')
        : t(`phrasebook.categories.${chip}`);
  const choose = (chip: Filter) => {
    setFilter(chip);
    setShown(PAGE);
  };

  return (
    <>
      <label className="relative mt-3 block">
        <span className="sr-only">{t('phrasebook.search')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(PAGE);
          }}
          placeholder={t('phrasebook.search')}
          className={`${FIELD_CLASS} pl-10`}
          dir="auto"
        />
      </label>
      <div
        role="group"
        aria-label={t('phrasebook.categoriesLabel')}
        className="-mx-5 mt-3 flex gap-2 overflow-x-auto px-5 pb-1"
      >
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={filter === chip}
            onClick={() => choose(chip)}
            className={`min-h-10 shrink-0 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ${
              filter === chip
                ? 'bg-teal-800 text-white ring-teal-800'
                : 'bg-white text-teal-900 ring-teal-800/20 hover:bg-teal-50'
            }`}
          >
            {chip === 'favourites' ? (
              <Star aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
            ) : null}
            {chipLabel(chip)}
          </button>
        ))}
      </div>
      <p className="mt-3 text-xs text-muted" aria-live="polite">
        {t('phrasebook.count', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {filter === 'favourites' && !deferredQuery
            ? t('phrasebook.noFavourites')
            : t('phrasebook.noResults')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200" aria-labelledby="phrasebook-title">
          {found.slice(0, shown).map((phrase) => {
            const favourite = favourites.includes(phrase.id);
            return (
              <li key={phrase.id} className="flex items-start gap-2 py-3" data-testid="phrase">
                <button type="button" onClick={() => onShow(phrase)} className="min-w-0 flex-1 text-left">
                  <span className="block font-medium text-ink" lang={language}>
                    {phrase.text[language]}
                  </span>
                  <span
                    lang="ar"
                    dir="rtl"
                    className="mt-1 block text-right text-2xl leading-snug font-semibold text-teal-950"
                  >
                    {phrase.darija.ar}
                  </span>
                  <span lang="ary-Latn" className="block text-teal-800">
                    {phrase.darija.latin}
                  </span>
                  {phrase.note ? (
                    <span className="mt-1 block text-xs text-muted">{phrase.note[language]}</span>
                  ) : null}
                </button>
                <div className="flex shrink-0 flex-col gap-1">
                  <button
                    type="button"
                    aria-pressed={favourite}
                    aria-label={favourite ? t('phrasebook.removeFavourite') : t('phrasebook.addFavourite')}
                    onClick={() => onToggleFavourite(phrase.id)}
                    className="grid size-11 place-items-center rounded-full text-terracotta-600 hover:bg-terracotta-50"
                  >
                    <Star aria-hidden="true" className={`size-5 ${favourite ? 'fill-current' : ''}`} />
                  </button>
                  {onPlay ? (
                    <button
                      type="button"
                      aria-label={t('phrasebook.play')}
                      onClick={() => onPlay(phrase)}
                      className="grid size-11 place-items-center rounded-full text-teal-800 hover:bg-teal-50"
                    >
                      <Volume2 aria-hidden="true" className="size-5" />
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {found.length > shown ? (
        <button
          type="button"
          onClick={() => setShown((n) => n + PAGE)}
          className="mt-2 min-h-11 w-full rounded-full text-sm font-semibold text-teal-800 ring-1 ring-teal-800/20 hover:bg-teal-50"
        >
          {t('phrasebook.more')}
        </button>
      ) : null}
    </>
  );
}
