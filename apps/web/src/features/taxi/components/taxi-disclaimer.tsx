import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec 2 "Taxi fares page": airport taxis follow the official guidelines at the arrival airport. */
export function TaxiDisclaimer() {
  const { t } = useTranslation('taxi');
  return (
    <p className="flex gap-2 rounded-xl bg-sand-100 p-4 text-sm text-muted">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
      {t('disclaimer')}
    </p>
  );
}
