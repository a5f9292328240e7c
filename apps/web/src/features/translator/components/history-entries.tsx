import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { TARGET_NAMES } from '../lib/direction';
import { darijaMeaning } from '../lib/darija-meaning';
import { toDarija } from '../lib/translation';
import type { HistoryListProps } from './history-list';

/** The kept translations and the button that clears them: loaded only once there are some (ADR 022). */
export function HistoryEntries({ entries, onOpen, onClear }: HistoryListProps) {
  const { t, i18n } = useTranslation('translator');
  return (
    <>
      <ul className="mt-3 divide-y divide-sand-200" aria-labelledby="translator-history-title">
        {entries.map((entry) => {
          const target = TARGET_NAMES[entry.language];
          const way = toDarija(entry) ? `${target} → darija` : `darija → ${target}`;
          return (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onOpen(entry)}
                className="flex min-h-12 w-full flex-col gap-0.5 py-2 text-start hover:bg-sand-50"
              >
                <span className="text-xs text-muted">
                  {way} · {formatDateTime(new Date(entry.at), i18n.language)}
                </span>
                {/* Each text in its own direction, from its own side: Arabic script on the right. Into Darija, what
                    the Darija says ("Agua, por favor" for "Tiene agua"), the row a visitor picks to show it again. */}
                <span className="text-ink" dir="auto">
                  {toDarija(entry) ? darijaMeaning(entry) : entry.transcript}
                </span>
                <span className="text-lg font-semibold text-teal-900" dir="auto">
                  {entry.translation}
                </span>
                <span className="sr-only">{t('history.open')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onClear} aria-label={t('history.clearLabel')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('history.clear')}
        </Button>
      </div>
    </>
  );
}
