import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { darijaMeaning } from '../lib/darija-meaning';
import type { TranslationRecord } from '../lib/translation';

interface ShowViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Darija to show: Arabic script (may be missing) and Latin letters. */
  darija: { ar: string | null; latin: string };
  /** The same meaning in the visitor's language, small, for the visitor holding the phone. */
  meaning?: string;
  /** A translation shown: the meaning is what its Darija says (the phrase that answered, not what was typed). */
  of?: TranslationRecord;
}

/** Spec 2 "show": the Darija full screen, large, to hand the phone over. */
export function ShowView({ open, onOpenChange, darija, meaning, of }: ShowViewProps) {
  const { t } = useTranslation('translator-result');
  const said = meaning ?? (of ? darijaMeaning(of) : undefined);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-sand-50 px-5 pt-5 pb-8 text-ink">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-teal-900">{t('show.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{t('show.description')}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('show.close')}
              className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-teal-900 ring-1 ring-teal-800/20"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col justify-center gap-6 py-8">
            {darija.ar ? (
              <p
                lang="ar"
                dir="rtl"
                className="text-right text-5xl leading-snug font-bold text-teal-950"
                data-testid="show-arabic"
              >
                {darija.ar}
              </p>
            ) : null}
            {darija.latin ? (
              <p lang="ary-Latn" className="text-3xl font-semibold text-teal-900" data-testid="show-latin">
                {darija.latin}
              </p>
            ) : null}
            {said ? <p className="text-lg text-muted">{said}</p> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
