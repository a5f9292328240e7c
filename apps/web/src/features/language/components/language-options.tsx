import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { Language } from '@mizan/domain/text/language';

interface LanguageOptionsProps {
  current: string | null;
  onChoose: (lng: Language) => void;
  /**
   * The buttons submit a `<form method="dialog">` around them with the language as their value, which works
   * before the page's scripts have run (the first-visit picker); once they run, `onChoose` is called instead.
   */
  submitsDialog?: boolean;
}

/** The four languages as big buttons, each named in its own language. */
export function LanguageOptions({ current, onChoose, submitsDialog = false }: LanguageOptionsProps) {
  const { t } = useTranslation('language');
  return (
    // Two columns, or one where a name would not fit half the sheet (large text).
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-3">
      {LANGUAGES.map((lng) => {
        const selected = current === lng;
        return (
          <li key={lng}>
            <button
              type={submitsDialog ? 'submit' : 'button'}
              value={submitsDialog ? lng : undefined}
              lang={lng}
              aria-pressed={selected}
              onClick={(event) => {
                event.preventDefault();
                onChoose(lng);
              }}
              className={`flex min-h-14 w-full items-center justify-between rounded-xl border px-4 py-3 text-left font-semibold ${
                selected
                  ? 'border-teal-800 bg-teal-50 text-teal-900'
                  : 'border-sand-200 bg-white text-ink hover:border-teal-600'
              }`}
            >
              {t(`names.${lng}`)}
              {selected ? <Check aria-hidden="true" className="size-5 text-teal-800" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
