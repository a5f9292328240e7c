import { convertMad } from '@mizan/domain/currency/currency';
import type { TargetCurrency } from '@mizan/domain/currency/currency';
import { formatMoney } from '@/lib/format';

interface MadApproximationsProps {
  amountMad: number;
  currencies: readonly TargetCurrency[];
  lng: string;
  label: string;
}

/** A fare in MAD shown again as rough foreign amounts (spec: result card, taximeter card). */
export function MadApproximations({ amountMad, currencies, lng, label }: MadApproximationsProps) {
  const converted = convertMad(amountMad);
  return (
    // Four amounts in a row do not fit a phone in every language ('17,88 $CA'): two rows there.
    <dl
      className={`mt-3 grid grid-cols-2 gap-2 ${currencies.length > 2 ? 'sm:grid-cols-4' : ''}`}
      aria-label={label}
    >
      {currencies.map((currency) => (
        <div key={currency} className="rounded-lg bg-teal-50 px-2 py-1.5 text-center">
          <dt className="text-xs text-muted">≈ {currency}</dt>
          <dd className="text-sm font-semibold text-teal-900 tabular-nums">
            {formatMoney(converted[currency], currency, lng)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
