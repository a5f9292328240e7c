import { useId } from 'react';
import { Megaphone, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EstimateResponse } from '@mizan/contracts/taxi';
import { TARGET_CURRENCIES, convertMad } from '@mizan/domain/currency';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

interface EstimateResultCardProps {
  estimate: EstimateResponse;
  onShowDriver: () => void;
}

/** The estimate (spec 2 "Result card"): MAD with EUR/USD/GBP/CAD approximations, km, minutes, tariff, ends. */
export function EstimateResultCard({ estimate, onShowDriver }: EstimateResultCardProps) {
  const { t, i18n } = useTranslation('taxi');
  const id = useId();
  const lng = i18n.language;
  const converted = convertMad(estimate.prix);
  const km = new Intl.NumberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    estimate.distance,
  );
  const night = estimate.tarif === 'Night';
  const TariffIcon = night ? Moon : Sun;
  const rows = [
    { label: t('result.distance'), value: t('result.distanceValue', { value: km }) },
    { label: t('result.duration'), value: t('result.durationValue', { count: Math.round(estimate.duree) }) },
    {
      label: t('result.tariff'),
      value: (
        <span className="inline-flex items-center gap-1">
          <TariffIcon aria-hidden="true" className="size-4 text-terracotta-600" />
          {night ? t('result.night') : t('result.day')}
        </span>
      ),
    },
    { label: t('result.from'), value: estimate.depart },
    { label: t('result.to'), value: estimate.arrivee },
  ];
  return (
    <Card labelledBy={`${id}-title`} className="border-teal-600/40">
      <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
        {t('result.title')}
      </h2>
      <p
        className="mt-1 font-display text-4xl font-semibold text-teal-900 tabular-nums"
        data-testid="estimate-price"
      >
        {formatMoney(estimate.prix, 'MAD', lng)}
      </p>
      <p className="mt-1 text-sm text-muted">
        {estimate.range.low === estimate.range.high
          ? t('result.rangeSingle', { fare: formatMoney(estimate.range.low, 'MAD', lng) })
          : t('result.range', {
              low: formatMoney(estimate.range.low, 'MAD', lng),
              high: formatMoney(estimate.range.high, 'MAD', lng),
            })}
      </p>
      <dl className="mt-3 grid grid-cols-4 gap-2" aria-label={t('result.approx')}>
        {TARGET_CURRENCIES.map((currency) => (
          <div key={currency} className="rounded-lg bg-teal-50 px-2 py-1.5 text-center">
            <dt className="text-xs text-muted">≈ {currency}</dt>
            <dd className="text-sm font-semibold text-teal-900 tabular-nums">
              {formatMoney(converted[currency], currency, lng)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 divide-y divide-sand-200 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-2">
            <dt className="shrink-0 text-muted">{row.label}</dt>
            <dd className="text-right font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      {estimate.standardTariff ? (
        <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-ink">
          {t('result.standardTariff', { city: estimate.ville })}
        </p>
      ) : null}
      <div className="mt-4">
        <Button variant="secondary" block onClick={onShowDriver}>
          <Megaphone aria-hidden="true" className="size-5" />
          {t('result.showDriver')}
        </Button>
      </div>
    </Card>
  );
}
