import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['fares', 'meter', 'translate', 'planner'] as const;

export function PayBenefits() {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="pay-benefits" className="rounded-2xl bg-teal-800 p-5 text-white shadow-md">
      <h2 id="pay-benefits" className="font-display text-xl font-semibold">
        {t('pay.benefitsTitle')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {BENEFITS.map((key) => (
          <li key={key} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-sand-200" />
            {t(`pay.benefits.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
