import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { METER_REQUEST } from '@mizan/data/phrasebook/taxi';
import { formatDecimal } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { airportHeadlineWithoutPrice } from '../lib/airport-headline';

interface DriverViewProps {
  estimate: EstimateResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the view: the focus goes back to it on close (Radix does so only for a Dialog.Trigger). */
  opener: HTMLElement | null;
}

/**
 * Beyond the spec: a full-screen card to hold up to the driver: where to (in Arabic script and in French, which a
 * Moroccan driver reads, whatever the visitor's language), what it should cost, use the meter (the
 * phrasebook's request, as the quote check says it: Arabic script for the driver, Latin letters for the visitor, and
 * what it means in the visitor's language).
 */
export function DriverView({ estimate, open, onOpenChange, opener }: DriverViewProps) {
  const { t, i18n } = useTranslation('taxi-result');
  // Numbers and one currency sign, on one line at this size: "9.53 – 11.43 MAD".
  const amount = (value: number) => formatDecimal(value, 2, i18n.language);
  const { low, high } = estimate.range;
  const meterRequest = METER_REQUEST.text[isLanguage(i18n.language) ? i18n.language : 'en'];
  const withoutPrice = airportHeadlineWithoutPrice(estimate.airport);
  const range = withoutPrice
    ? t(`result.${withoutPrice}`)
    : low === high
      ? `${amount(low)} MAD`
      : `${amount(low)} – ${amount(high)} MAD`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-sand-50 px-5 pt-5 pb-8 text-ink"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-teal-900">{t('driver.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                {t('driver.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('driver.close')}
              className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-teal-900 ring-1 ring-teal-800/20"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <section className="mt-6 rounded-2xl bg-white p-5 shadow-sm" aria-label={t('driver.destination')}>
            <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
              {t('driver.destination')}
            </p>
            {estimate.arriveeAr ? (
              <p
                lang="ar"
                dir="rtl"
                className="mt-2 text-right text-4xl leading-snug font-bold text-teal-950"
              >
                {estimate.arriveeAr}
              </p>
            ) : null}
            {/* For the driver, who reads Arabic and French: the French name, not the visitor's language. */}
            <p
              lang="fr"
              className="mt-2 text-2xl font-semibold text-teal-900"
              data-testid="driver-destination"
            >
              {estimate.arriveeFr}
            </p>
          </section>
          <section className="mt-4 rounded-2xl bg-white p-5 shadow-sm" aria-label={t('driver.fare')}>
            <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
              {t('driver.fare')}
            </p>
            <p className="mt-2 text-3xl font-bold text-teal-950 tabular-nums" data-testid="driver-fare">
              {range}
            </p>
          </section>
          <section className="mt-4 rounded-2xl bg-teal-900 p-5 text-white" aria-label={t('driver.useMeter')}>
            <p lang="ary" dir="rtl" className="text-right text-4xl leading-snug font-bold">
              {METER_REQUEST.darija.ar}
            </p>
            <p className="mt-3 text-lg">
              <span className="text-teal-100">{t('driver.sayIt')} </span>
              <span lang="ary-Latn" className="font-semibold">
                {METER_REQUEST.darija.latin}
              </span>
            </p>
            <p className="mt-1 text-sm text-teal-100">{meterRequest}</p>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
