import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS, isNavActive } from './nav-items';

/**
 * The four tabs. Their labels grow with the visitor's text size up to 133 %, as a phone's own tab bars hold
 * theirs: at 200 % (or 150 %) 'Kontakte' and 'Richtlinien' no longer fit a quarter of a 390 px screen and broke mid-word.
 */
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
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 py-2 text-[min(0.75rem,16px)] font-medium hyphens-auto ${
                  active ? 'text-teal-800' : 'text-muted hover:text-teal-700'
                }`}
              >
                {/* As wide as the icon and its padding, never wider than the column (large text doubles both). */}
                <span
                  className={`flex w-full max-w-13 justify-center rounded-full py-0.5 ${active ? 'bg-teal-100' : ''}`}
                >
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
