import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import type { Localized } from '@mizan/domain/text/language';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { checkQuote, meterApplies, parseAmount, phrasesFor } from '../lib/quote-check';
import type { QuoteVerdict } from '../lib/quote-check';

const TONE: Record<QuoteVerdict['kind'], string> = {
  below: 'bg-teal-50 text-teal-900',
  fair: 'bg-teal-50 text-teal-900',
  rounded: 'bg-teal-50 text-teal-900',
  above: 'bg-terracotta-50 text-terracotta-700',
  aboveZone: 'bg-sand-100 text-ink',
};

/**
 * Beyond the spec (issue 17): "the driver asks X DH". Says whether X is within the fair price of this ride, how far
 * above, and what to say in Darija (Arabic script for the driver, Latin letters to say it) from the phrasebook.
 */
export function QuoteCheck({ estimate }: { estimate: EstimateResponse }) {
  const { t, i18n } = useTranslation('taxi-result');
  const id = useId();
  const lng = i18n.language;
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<QuoteVerdict | null>(null);
  const [invalid, setInvalid] = useState(false);
  const money = (mad: number) => formatMoney(mad, 'MAD', lng);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkQuote(estimate, parseAmount(text));
    setVerdict(result);
    setInvalid(result === null);
  };
  const meter = meterApplies(estimate);
  const phrases = verdict ? phrasesFor(verdict, meter) : [];
  // A driver may say the night fare comes on top: where the meter prices the ride, it is already in the figure.
  const nightIncluded = verdict?.kind === 'above' && meter && estimate.tarif === 'Night';
  // An airport with no published fare is compared with the meter's figure, which may not be what applies there.
  const noAirportFare = verdict?.kind === 'above' && estimate.airport?.fare.kind === 'unknown';
  const local = (text: Localized) => text[lng as keyof Localized] ?? text.en;
  const verdictText = (v: QuoteVerdict) => {
    switch (v.kind) {
      case 'below':
        return t('quote.below', { price: money(v.price), low: money(v.fairLow) });
      case 'fair':
      case 'rounded':
        return t(`quote.${v.kind}`, { price: money(v.price), high: money(v.fairHigh) });
      case 'above':
        return t('quote.above', {
          price: money(v.price),
          over: money(v.over),
          percent: v.percent,
          high: money(v.fairHigh),
        });
      case 'aboveZone':
        return t('quote.aboveZone', { price: money(v.price), over: money(v.over), high: money(v.fairHigh) });
    }
  };
  return (
    <section className="mt-5 border-t border-sand-200 pt-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {t('quote.title')}
      </h3>
      <form className="mt-2 flex items-end gap-2" onSubmit={onSubmit}>
        <label className="flex-1 text-sm text-muted" htmlFor={`${id}-amount`}>
          {t('quote.label')}
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 block min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink"
            data-testid="quote-amount"
          />
        </label>
        <Button type="submit" variant="outline">
          {t('quote.check')}
        </Button>
      </form>
      {invalid ? (
        <p className="mt-2 text-sm text-terracotta-700" role="status">
          {t('quote.invalid')}
        </p>
      ) : null}
      {verdict ? (
        <div className="mt-3" role="status" data-testid="quote-verdict">
          <p className={`rounded-lg p-3 text-sm font-medium ${TONE[verdict.kind]}`}>
            {verdictText(verdict)}
            {nightIncluded ? ` ${t('quote.nightIncluded')}` : null}
            {noAirportFare ? ` ${t('quote.noAirportFare')}` : null}
          </p>
          {phrases.length > 0 ? (
            <h4 className="mt-3 text-sm font-semibold text-ink">{t('quote.sayThis')}</h4>
          ) : null}
          <ul className="mt-1 space-y-2">
            {phrases.map((phrase) => (
              <li key={phrase.id} className="rounded-lg bg-sand-100 p-3" data-testid="quote-phrase">
                <p lang="ary" dir="rtl" className="text-right text-xl font-semibold text-teal-950">
                  {phrase.darija.ar}
                </p>
                <p lang="ary-Latn" className="mt-1 font-medium text-ink">
                  {phrase.darija.latin}
                </p>
                <p className="mt-1 text-sm text-muted">{local(phrase.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
