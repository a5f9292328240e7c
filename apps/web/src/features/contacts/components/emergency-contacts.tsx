import { Ambulance, Building2, FlaskConical, HeartPulse, Phone, Plane, Shield, ShieldHalf, TrainFront } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_SERVICES, telHref } from '@mizan/data/contacts';
import type { EmergencyService } from '@mizan/data/contacts';

const ICONS: Record<EmergencyService['id'], LucideIcon> = {
  police: Shield,
  'ambulance-fire': Ambulance,
  gendarmerie: ShieldHalf,
  'anti-poison': FlaskConical,
  'health-emergency': HeartPulse,
  directory: Building2,
  'train-info': TrainFront,
  airport: Plane,
};

function CallLink({ service, number, emphasis }: { service: string; number: string; emphasis: boolean }) {
  return (
    <a
      href={telHref(number)}
      aria-label={`${service}, ${number}`}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold tabular-nums ${
        emphasis ? 'bg-terracotta-600 text-white hover:bg-terracotta-700' : 'bg-teal-50 text-teal-900 ring-1 ring-teal-800/15 hover:bg-teal-100'
      }`}
    >
      <Phone aria-hidden="true" className="size-4" />
      {number}
    </a>
  );
}

/** One card per service with tap-to-call links (spec 2 "Emergency contacts"). */
export function EmergencyContacts() {
  const { t } = useTranslation('contacts');
  return (
    <ul className="space-y-3">
      {EMERGENCY_SERVICES.map((service) => {
        const name = t(`services.${service.id}`);
        const Icon = ICONS[service.id];
        return (
          <li key={service.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
            <h2 className="flex items-center gap-3 font-semibold text-teal-900">
              <span className="rounded-xl bg-sand-100 p-2 text-terracotta-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {name}
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {service.numbers.map((entry) =>
                entry.current ? (
                  <div key={entry.display} className="flex flex-wrap items-center gap-2">
                    <span className="flex flex-col">
                      <span className="text-xs text-muted">{t('currentNumber')}</span>
                      <CallLink service={name} number={entry.current.display} emphasis />
                    </span>
                    <span className="flex flex-col">
                      <span className="text-xs text-muted">{t('previousNumber')}</span>
                      <CallLink service={name} number={entry.display} emphasis={false} />
                    </span>
                  </div>
                ) : (
                  <CallLink key={entry.display} service={name} number={entry.display} emphasis />
                ),
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
