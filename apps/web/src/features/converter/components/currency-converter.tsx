import { memo, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RATES_AS_OF, TARGET_CURRENCIES, convertMad, parseMadAmount } from '@mizan/domain/currency/currency';
import { Card } from '@/components/ui/card';
import { useValueSetBeforeStart } from '@/hooks/use-value-set-before-start';
import { formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { whenSettled } from '@/lib/when-settled';

/**
 * Builds the four money formatters. The first Intl number formatter of a page loads ICU's data (60-260 ms in
 * Chromium here before any CPU slowdown; `npm run bench:typing` found it inside the first keystroke, a
 * 300 ms task at 4x): it is built once the page has settled, or when the field gets focus if that is sooner.
 */
function prepareFormatters(lng: string): void {
  for (const currency of TARGET_CURRENCIES) formatMoney(0, currency, lng);
}

// One element for every render, so that React skips the icon when the card renders again.
const TITLE_ICON = <ArrowRightLeft aria-hidden="true" className="size-5 text-terracotta-600" />;

/** MAD to EUR/USD/GBP/CAD approximations (spec 2); blank outputs for an empty or non-numeric amount. */
export function CurrencyConverter() {
  const { t, i18n } = useTranslation('converter');
  const id = useId();
  const lng = i18n.language;
  useEffect(() => whenSettled(() => prepareFormatters(lng)), [lng]);
  return (
    <Card labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-teal-900">
        {TITLE_ICON}
        {t('title')}
      </h2>
      <label htmlFor={`${id}-amount`} className="mt-4 block text-sm font-medium text-ink">
        {t('amountLabel')}
      </label>
      <AmountAndConversions
        inputId={`${id}-amount`}
        placeholder={t('placeholder')}
        resultsLabel={t('resultsLabel')}
        lng={lng}
      />
      <p className="mt-3 text-xs text-muted">{t('ratesAsOf', { date: formatDate(RATES_AS_OF, lng) })}</p>
    </Card>
  );
}

/**
 * The typed amount is this component's state, not the card's, so a keystroke renders the input alone; the
 * four results follow in a deferred render of their own (issue 15: no task over 50 ms while typing at 4x
 * CPU), and the next keystroke interrupts that render if it comes first.
 */
const AmountAndConversions = memo(function AmountAndConversions({
  inputId,
  placeholder,
  resultsLabel,
  lng,
}: {
  inputId: string;
  placeholder: string;
  resultsLabel: string;
  lng: string;
}) {
  const [text, setText] = useState('');
  const shownText = useDeferredValue(text);
  const input = useRef<HTMLInputElement>(null);
  useValueSetBeforeStart(input, text, setText);
  return (
    <>
      {/* The focus ring goes round the whole field, 'MAD' included: the page's ring on the input alone was drawn
          over the 'MAD' beside it at every tap. */}
      <div className="mt-1 flex items-center rounded-xl border border-sand-300 bg-sand-50 focus-within:border-teal-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-600">
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onFocus={() => prepareFormatters(lng)}
          onChange={(event) => setText(event.target.value)}
          className="min-h-12 w-full min-w-0 rounded-xl bg-transparent px-4 text-lg text-ink outline-none! placeholder:text-muted"
        />
        <span className="shrink-0 pr-4 font-semibold text-muted" aria-hidden="true">
          MAD
        </span>
      </div>
      <Conversions text={shownText} label={resultsLabel} lng={lng} />
    </>
  );
});

const Conversions = memo(function Conversions({
  text,
  label,
  lng,
}: {
  text: string;
  label: string;
  lng: string;
}) {
  const { t } = useTranslation('converter');
  const amount = parseMadAmount(text, lng);
  const converted = amount === null ? null : convertMad(amount);
  const sentence = converted
    ? `${text.trim()} MAD. ${label}: ${TARGET_CURRENCIES.map((currency) => formatMoney(converted[currency], currency, lng)).join(', ')}`
    : '';
  const said = useSaidOncePaused(sentence);
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      {/* Two columns, or one with large text, where '23,95 €' and 'Kanadischer Dollar' broke in two at 200 %. */}
      <dl
        className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-3"
        aria-label={label}
      >
        {TARGET_CURRENCIES.map((currency) => (
          <div key={currency} className="rounded-xl bg-teal-50 px-3 py-2">
            <dt className="text-xs font-medium text-muted">
              {t(`currencies.${currency}`)} ({currency})
            </dt>
            <dd className="min-h-7 text-lg font-semibold text-teal-900 tabular-nums" data-currency={currency}>
              {converted ? formatMoney(converted[currency], currency, lng) : ''}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
});

/** How long typing pauses before a screen reader says the result (a price is typed in two to four keys). */
const SAY_AFTER_MS = 700;

/**
 * The results as a screen reader says them: one sentence once typing pauses, the amount and each value with its currency.
 * Four live values said at every keystroke ('2', '25', '250') were twelve numbers without their currencies' names
 * for one price, queued behind one another.
 */
function useSaidOncePaused(sentence: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(sentence), SAY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sentence]);
  return said;
}
