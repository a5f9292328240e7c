import { CarTaxiFront, ChevronRight, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The two free entries (spec 2 "Home"); the label only shows to visitors without a pass. */
export function TryFreeTiles({ showLabel }: { showLabel: boolean }) {
  const { t } = useTranslation('home');
  const tiles = [
    { to: '/taxi-fares', icon: CarTaxiFront, title: t('tryFree.taxiTitle'), body: t('tryFree.taxiBody') },
    { to: '/transcribe', icon: Mic, title: t('tryFree.translateTitle'), body: t('tryFree.translateBody') },
  ];
  return (
    <section
      aria-label={showLabel ? undefined : t('tryFree.label')}
      aria-labelledby={showLabel ? 'try-free' : undefined}
    >
      {showLabel ? (
        <h2 id="try-free" className="mb-3 text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
          {t('tryFree.label')}
        </h2>
      ) : null}
      {/* Side by side, or one under the other with large text ('Taxameter' broke inside the word at 200 %). */}
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-3">
        {tiles.map(({ to, icon: Icon, title, body }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm hover:border-teal-600"
            >
              <span className="w-fit rounded-xl bg-sand-100 p-2.5 text-terracotta-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex items-center justify-between font-semibold text-teal-900">
                {title}
                <ChevronRight aria-hidden="true" className="size-4 text-muted group-hover:translate-x-0.5" />
              </span>
              <span className="text-sm text-muted">{body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
