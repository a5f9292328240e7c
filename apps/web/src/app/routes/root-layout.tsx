import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomNav } from '@/components/layout/bottom-nav';
import { LanguagePicker } from '@/features/language/components/language-picker';
import { PassActivatedBanner } from '@/features/pass/components/pass-activated-banner';
import { useRouteChangeEffects } from '@/hooks/use-route-change-effects';

/**
 * The frame around every screen: banner, content, bottom navigation, and the first-visit language choice
 * (decided once, before the first render: main.tsx from the stored choice, the prerender by its variant).
 */
export function RootLayout({ firstVisit }: { firstVisit: boolean }) {
  const { t } = useTranslation();
  useRouteChangeEffects();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <PassActivatedBanner />
      <main id="main" className="min-h-dvh pb-24">
        {/* A screen whose code or texts are still loading suspends here; the frame stays. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      {firstVisit ? <LanguagePicker /> : null}
    </>
  );
}
