import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { Language } from '@mizan/domain/text/language';
import { changeLanguage, isLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { rememberLanguage } from '../lib/language-choice';
import { LanguageOptions } from './language-options';

const preventDefault = (event: SyntheticEvent) => event.preventDefault();

/**
 * The first-visit language choice (spec 2): a bottom sheet with no skip, the choice stored locally.
 *
 * A native modal `<dialog>`, not Radix (ADR 013): it opens on every first visit, and Radix's focus scope
 * and scroll lock cost the start page about a tenth of its Lighthouse score in blocking time. The browser
 * gives the modal behaviour itself: the rest of the page inert, focus moved inside and kept there.
 * Escape is stopped at keydown; a close request the browser will not let a page refuse (Escape or Android's
 * back before any tap) closes the element, and it opens again at once. The page scroll lock is index.css.
 *
 * On a slow network the page shows the picker seconds before its scripts run (ADR 021). A tap then submits the
 * sheet's `<form method="dialog">`: the browser closes it and keeps the language as its `returnValue`, which
 * the picker applies once it starts, instead of a tap that did nothing.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('language');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [open, setOpen] = useState(true);
  // The language tapped while its texts load (seconds on roaming data): shown chosen at once, not a tap that
  // seems to have done nothing.
  const [chosen, setChosen] = useState<Language | null>(null);
  // The page's HTML has the element open (ADR 021: the picker shows before any script runs), but not as a
  // modal, which only showModal() makes: close it and open it again as one.
  const modal = useRef(false);
  // While a chosen language loads, a sheet closed by a tap made before the scripts ran stays closed.
  const choosing = useRef(false);
  const showModal = (element: HTMLDialogElement) => {
    if (element.open) element.close();
    element.showModal();
    modal.current = true;
  };
  const choose = async (lng: Language) => {
    choosing.current = true;
    setChosen(lng);
    try {
      await changeLanguage(lng);
    } catch {
      choosing.current = false;
      setChosen(null);
      if (dialog.current && !dialog.current.open) showModal(dialog.current);
      void notify(i18n.t('common:languageLoadFailed'), 'error');
      return;
    }
    rememberLanguage(lng);
    setOpen(false);
  };
  const showWhileOpen = () => {
    const element = dialog.current;
    if (!open || !element || choosing.current || (element.open && modal.current)) return;
    const tappedEarly = element.returnValue;
    if (!element.open && isLanguage(tappedEarly)) {
      element.returnValue = '';
      void choose(tappedEarly);
      return;
    }
    showModal(element);
  };
  useEffect(showWhileOpen);
  if (!open) return null;
  // The title in the page's language, then in the three others: a visitor who reads none of the page's
  // language still reads what the sheet asks, as each option is named in its own language.
  const shown = isLanguage(i18n.language) ? i18n.language : LANGUAGES[0];
  const others = LANGUAGES.filter((lng) => lng !== shown);
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={chosen !== null}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      onCancel={preventDefault}
      onClose={showWhileOpen}
      className="language-picker fixed inset-x-0 bottom-0 z-50 mx-auto mt-auto mb-0 w-full max-w-xl rounded-t-3xl bg-sand-50 px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl backdrop:bg-teal-950/60"
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="rounded-full bg-teal-100 p-2 text-teal-800">
          <Languages aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id={titleId} className="font-display text-xl font-semibold text-teal-900">
            {t(`titles.${shown}`)}
          </h2>
          <p id={descriptionId} className="text-sm text-muted">
            {others.map((lng, index) => (
              <span key={lng}>
                {index > 0 ? ' · ' : null}
                <span lang={lng}>{t(`titles.${lng}`)}</span>
              </span>
            ))}
          </p>
        </div>
      </div>
      <form method="dialog">
        <LanguageOptions current={chosen} onChoose={(lng) => void choose(lng)} submitsDialog />
      </form>
    </dialog>
  );
}
