import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { STORED_DIRECTION_VALUES, TARGET_NAMES } from '../lib/direction';

interface DirectionTabsProps {
  direction: StoredDirection;
  language: Language;
  onChange: (direction: StoredDirection) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** The two tabs of spec 2: '{target} → darija' and 'darija → {target}', the target in its own language. */
export function DirectionTabs({ direction, language, onChange, panelId }: DirectionTabsProps) {
  const { t } = useTranslation('translator');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const target = TARGET_NAMES[language];
  const label = (value: StoredDirection) =>
    value === 'target-to-darija' ? t('tabs.toDarija', { target }) : t('tabs.fromDarija', { target });

  // Arrow keys move between the tabs and select (the tabs pattern of WAI-ARIA).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + STORED_DIRECTION_VALUES.length) % STORED_DIRECTION_VALUES.length;
    onChange(STORED_DIRECTION_VALUES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-full bg-sand-100 p-1 ring-1 ring-sand-200"
    >
      {STORED_DIRECTION_VALUES.map((value, index) => {
        const selected = value === direction;
        return (
          <button
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`translator-tab-${value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-full px-3 text-sm font-semibold transition-colors ${
              selected ? 'bg-teal-800 text-white shadow-sm' : 'text-teal-900 hover:bg-white'
            }`}
          >
            {label(value)}
          </button>
        );
      })}
    </div>
  );
}
