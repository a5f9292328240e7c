import { useTranslation } from 'react-i18next';
import {
  selectEstimatedShare,
  selectFareRangeMad,
  selectPhase,
  selectShowsEstimate,
} from '@mizan/domain/meter/taximeter-selectors';
import type { TaximeterState } from '@mizan/domain/meter/taximeter';
import { formatDecimal, formatMoney } from '@/lib/format';

/**
 * The card's honesty note (issue 16): when a real share of the fare comes from distance the GPS could not
 * measure (a gap bridged, positions too poor), say so and how much; once stopped, give the fare as a range,
 * so a driver or the police can tell measured from estimated.
 */
export function EstimateNote({ state }: { state: TaximeterState }) {
  const { t, i18n } = useTranslation('meter');
  if (!selectShowsEstimate(state)) return null;
  const lng = i18n.language;
  const percent = formatDecimal(Math.max(1, Math.round(selectEstimatedShare(state) * 100)), 0, lng);
  const range = selectFareRangeMad(state);
  return (
    <div className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-ink" data-testid="meter-estimated">
      <p>{t('estimated.note', { percent })}</p>
      {selectPhase(state) === 'finished' ? (
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
