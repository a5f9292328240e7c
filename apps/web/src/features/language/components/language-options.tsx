import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { Language } from '@mizan/domain/text/language';

interface LanguageOptionsProps {
  current: string | null;
  onChoose: (lng: Language) => void;
}

/** The four languages as big buttons, each named in its own language. */
export function LanguageOptions({ current, onChoose }: LanguageOptionsProps) {
  const { t } = useTranslation('language');
  return (
    <ul className="grid grid-cols-2 gap-3">
      {LANGUAGES.map((lng) => {
        const selected = current === lng;
        return (
          <li key={lng}>
            <button
              type="button"
              lang={lng}
              aria-pressed={selected}
              onClick={() => onChoose(lng)}
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
