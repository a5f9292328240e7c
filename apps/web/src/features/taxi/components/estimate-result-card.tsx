import { useEffect, useId, useRef } from 'react';
import { Megaphone, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { tariffTexts } from '@mizan/data/tariff-provenance';
import { TARGET_CURRENCIES } from '@mizan/domain/currency/currency';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { MadApproximations } from '@/components/ui/mad-approximations';
import { formatDecimal, formatMoney } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { AirportAnswer } from './airport-answer';
import { airportHeadlineWithoutPrice } from '../lib/airport-headline';
import { QuoteCheck } from './quote-check';

interface EstimateResultCardProps {
  estimate: EstimateResponse;
  /** Focus the heading whenever a new estimate is shown (after Estimate). */
  takeFocus?: boolean;
  onShowDriver: () => void;
}

/**
 * The estimate (spec 2 "Result card"): MAD with EUR/USD/GBP/CAD approximations, km, minutes, tariff, ends. The
 * tariff is named with its source; an airport ride says what applies there; the quote check follows (issue 17).
 */
export function EstimateResultCard({ estimate, takeFocus = false, onShowDriver }: EstimateResultCardProps) {
  const { t, i18n } = useTranslation('taxi-result');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus || !heading.current) return;
    // A screen reader starts at the answer (no ring: the heading is focused to be read, not operated). The
    // browser's own scroll to a focused element may centre it or jump; the smallest scroll that shows the
    // heading is enough, and none when it is in view.
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'nearest' });
  }, [estimate, takeFocus]);
  const lng = i18n.language;
  const km = formatDecimal(estimate.distance, 1, lng);
  const night = estimate.tarif === 'Night';
  // The API's tariff name, citation and source are English: the visitor reads them in their language (this
  // card's chunk brings the texts with the result, off the page's first load).
  const sources = (isLanguage(lng) ? tariffTexts(estimate.tariff.name, lng) : null) ?? estimate.tariff;
  const TariffIcon = night ? Moon : Sun;
  const fare = estimate.airport?.fare;
  // An airport ride with no known price: the meter does not apply, so its figure is not the answer.
  // The meter's band is the answer unless an airport rule prices the ride.
  const meterPrices = fare === undefined || fare.kind === 'unknown';
  const withoutPrice = airportHeadlineWithoutPrice(estimate.airport);
  const rows = [
    { label: t('result.distance'), value: t('result.distanceValue', { value: km }) },
    { label: t('result.duration'), value: t('result.durationValue', { count: Math.round(estimate.duree) }) },
    {
      label: t('result.tariff'),
      value: (
        <span className="inline-flex flex-col items-end">
          <span className="inline-flex items-center gap-1">
            <TariffIcon aria-hidden="true" className="size-4 text-terracotta-600" />
            {night ? t('result.night') : t('result.day')}
          </span>
          <span className="text-xs font-normal text-muted" data-testid="estimate-tariff-source">
            {t('result.tariffSource', { name: sources.name, citation: sources.citation })}
          </span>
        </span>
      ),
    },
    { label: t('result.from'), value: estimate.depart },
    { label: t('result.to'), value: estimate.arrivee },
  ];
  return (
    <Card labelledBy={`${id}-title`} className="border-teal-600/40">
      <h2
        ref={heading}
        id={`${id}-title`}
        tabIndex={-1}
        className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase"
      >
        {t('result.title')}
      </h2>
      {withoutPrice ? (
        <p className="mt-1 font-display text-2xl font-semibold text-teal-900" data-testid="estimate-price">
          {t(`result.${withoutPrice}`)}
        </p>
      ) : (
        <p
          className="mt-1 font-display text-4xl font-semibold text-teal-900 tabular-nums"
          data-testid="estimate-price"
        >
          {formatMoney(estimate.prix, 'MAD', lng)}
        </p>
      )}
      {meterPrices ? (
        <p className="mt-1 text-sm text-muted">
          {estimate.range.low === estimate.range.high
            ? t('result.rangeSingle', { fare: formatMoney(estimate.range.low, 'MAD', lng) })
            : t('result.range', {
                low: formatMoney(estimate.range.low, 'MAD', lng),
                high: formatMoney(estimate.range.high, 'MAD', lng),
              })}
        </p>
      ) : null}
      {withoutPrice ? null : (
        <MadApproximations
          amountMad={estimate.prix}
          currencies={TARGET_CURRENCIES}
          lng={lng}
          label={t('result.approx')}
        />
      )}
      {estimate.airport ? <AirportAnswer airport={estimate.airport} /> : null}
      <DetailList rows={rows} />
      <details className="mt-2 text-xs text-muted">
        <summary className="cursor-pointer py-3.5">{t('result.tariffDetails')}</summary>
        <p className="mt-1">{sources.source}</p>
      </details>
      {estimate.standardTariff ? (
        <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-ink">
          {t('result.standardTariff', { city: estimate.ville })}
        </p>
      ) : null}
      {withoutPrice ? null : <QuoteCheck estimate={estimate} />}
      <div className="mt-4">
        <Button variant="secondary" block onClick={onShowDriver}>
          <Megaphone aria-hidden="true" className="size-5" />
          {t('result.showDriver')}
        </Button>
      </div>
    </Card>
  );
}
