import { useTranslation } from 'react-i18next';
import { selectEstimate, selectFareRangeMad, selectPhase } from '@mizan/domain/meter/taximeter-selectors';
import type { TaximeterState } from '@mizan/domain/meter/taximeter';
import { formatDecimal, formatMoney } from '@/lib/format';

/**
 * The card's honesty note (issue 16): when a real share of the fare comes from distance the GPS could not
 * measure (a gap bridged, positions too poor), say so and how much; when the minimum fare holds the ride
 * with or without it, say that instead. Once stopped, give the fare as a range when it is one, so a driver
 * or the police can tell measured from estimated.
 */
export function EstimateNote({ state }: { state: TaximeterState }) {
  const { t, i18n } = useTranslation('meter');
  const estimate = selectEstimate(state);
  if (estimate.kind === 'none') return null;
  const lng = i18n.language;
  const range = selectFareRangeMad(state);
  return (
    <div className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-ink" data-testid="meter-estimated">
      <p>
        {estimate.kind === 'share'
          ? t('estimated.note', {
              percent: formatDecimal(Math.max(1, Math.round(estimate.share * 100)), 0, lng),
            })
          : t('estimated.minimum')}
      </p>
      {selectPhase(state) === 'finished' && range.high > range.low ? (
        <p className="mt-1 font-medium tabular-nums" data-testid="meter-fare-range">
          {t('estimated.range', {
            low: formatMoney(range.low, 'MAD', lng),
            high: formatMoney(range.high, 'MAD', lng),
          })}
        </p>
      ) : null}
    </div>
  );
}
