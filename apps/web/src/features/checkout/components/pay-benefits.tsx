import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

// What a pass lifts: the three features spec 6 limits for a visitor without one, and nothing else.
const BENEFITS = ['fares', 'meter', 'translate'] as const;

// A tap target of 44 px in the line (WCAG 2.5.8 spares links in a sentence, a tourist's thumb does not).
const FREE_LINK = 'inline-flex min-h-11 items-center font-medium underline';

export function PayBenefits() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
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
      {/* The planner and the contacts have no limit to lift: said here, so a visitor does not pay for them,
          with the way to them (the home screen has no tile for the planner). */}
      <p className="mt-4 border-t border-white/20 pt-2 text-sm">
        {t('pay.free.intro')}{' '}
        <Link to="/itinerary" className={FREE_LINK}>
          {tc('pages.itinerary')}
        </Link>
        {' · '}
        <Link to="/contacts" className={FREE_LINK}>
          {t('pay.free.contacts')}
        </Link>
      </p>
    </section>
  );
}
