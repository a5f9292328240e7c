import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS, isNavActive } from './nav-items';

export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4">
        {NAV_ITEMS.map(({ to, labelKey, icon: Icon }) => {
          const active = isNavActive(to, pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-2 text-xs font-medium ${
                  active ? 'text-teal-800' : 'text-muted hover:text-teal-700'
                }`}
              >
                <span className={`rounded-full px-4 py-0.5 ${active ? 'bg-teal-100' : ''}`}>
                  <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.4 : 2} />
                </span>
                <span className="text-center leading-tight">{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
