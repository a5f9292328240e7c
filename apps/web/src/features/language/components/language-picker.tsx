import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { languageStore } from '@/lib/storage';
import type { Language } from '@/lib/storage';
import { LanguageOptions } from './language-options';

const preventClose = (event: Event) => event.preventDefault();

/**
 * The first-visit language choice (spec 2): a bottom sheet with no skip. Escape and outside clicks do
 * nothing, Radix locks the page scroll, and the choice is stored locally.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('language');
  const [open, setOpen] = useState(true);
  const choose = async (lng: Language) => {
    try {
      await changeLanguage(lng);
    } catch {
      void notify(i18n.t('common:languageLoadFailed'), 'error');
      return;
    }
    languageStore.write(lng);
    setOpen(false);
  };
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-teal-950/60" />
        <Dialog.Content
          onEscapeKeyDown={preventClose}
          onPointerDownOutside={preventClose}
          onInteractOutside={preventClose}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-xl rounded-t-3xl bg-sand-50 px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl"
        >
          <div className="mb-4 flex items-center gap-3">
            <span className="rounded-full bg-teal-100 p-2 text-teal-800">
              <Languages aria-hidden="true" className="size-6" />
            </span>
            <div>
              <Dialog.Title className="font-display text-xl font-semibold text-teal-900">{t('title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{t('description')}</Dialog.Description>
            </div>
          </div>
          <LanguageOptions current={null} onChoose={(lng) => void choose(lng)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
