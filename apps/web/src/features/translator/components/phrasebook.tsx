import { Suspense, lazy, useEffect, useRef } from 'react';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Phrase } from '@mizan/domain/translate/phrase';
import type { Language } from '@mizan/domain/text/language';
import { Card } from '@/components/ui/card';
import { loadOnce } from '@/lib/load-once';

// The search, categories and list need the phrases, which come after the first interaction (use-embedded): their
// code comes with them, asked for at the same moment when the card comes into view.
const loadList = loadOnce(() => import('./phrasebook-list'));
const PhrasebookList = lazy(() => loadList().then((m) => ({ default: m.PhrasebookList })));
// A failed fetch here is tried again (and shown) when the list renders.
const preloadList = () => void loadList().catch(() => undefined);

interface PhrasebookProps {
  phrases: readonly Phrase[] | null;
  failed: boolean;
  language: Language;
  favourites: readonly string[];
  onToggleFavourite: (id: string) => void;
  /** Null when the device has no Arabic voice: the phrases are then shown only. */
  onPlay: ((phrase: Phrase) => void) | null;
  onShow: (phrase: Phrase) => void;
  /** Asks for the phrases (and the memory with them): called once the card is scrolled into view. */
  onWant: () => void;
}

/** Beyond the spec: the offline phrasebook, searchable in the visitor's language, by category, with favourites. */
export function Phrasebook({
  phrases,
  failed,
  language,
  favourites,
  onToggleFavourite,
  onPlay,
  onShow,
  onWant,
}: PhrasebookProps) {
  const { t } = useTranslation('translator');
  const loadingRef = useRef<HTMLParagraphElement>(null);
  // Its phrases are fetched when the place they go (the "Loading…" line under the title) is in view: at once on a
  // tall screen, on the first scroll on a phone, whose first screen (390x844) ends at the card's title; unless the
  // typed field's focus or the settled page asked first (use-embedded). Nothing above the card moves after the first
  // paint (the voice notice keeps its line), so what is in view then stays so. Browsers without
  // IntersectionObserver, and the tests' DOM, ask for them at once.
  const waiting = !phrases && !failed;
  useEffect(() => {
    if (!waiting) return;
    const line = loadingRef.current;
    if (!line || typeof IntersectionObserver === 'undefined') {
      onWant();
      preloadList();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onWant();
      preloadList();
    });
    observer.observe(line);
    return () => observer.disconnect();
  }, [onWant, waiting]);
  const loading = (
    <p ref={loadingRef} className="mt-3 text-sm text-muted">
      {t('typed.loading')}
    </p>
  );
  return (
    <Card labelledBy="phrasebook-title">
      <h2 id="phrasebook-title" className="flex items-center gap-2 text-lg font-semibold text-teal-900">
        <BookOpen aria-hidden="true" className="size-5" />
        {t('phrasebook.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('phrasebook.intro')}</p>
      {failed ? (
        <p className="mt-3 text-sm text-red-800">{t('typed.unavailable')}</p>
      ) : !phrases ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <PhrasebookList
            phrases={phrases}
            language={language}
            favourites={favourites}
            onToggleFavourite={onToggleFavourite}
            onPlay={onPlay}
            onShow={onShow}
          />
        </Suspense>
      )}
    </Card>
  );
}
