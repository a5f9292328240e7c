import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomNav } from '@/components/layout/bottom-nav';
import { LanguagePicker } from '@/features/language/components/language-picker';
import { PassActivatedBanner } from '@/features/pass/components/pass-activated-banner';
import { useRouteChangeEffects } from '@/hooks/use-route-change-effects';
import { languageStore } from '@/lib/storage';

/** The frame around every screen: banner, content, bottom navigation, and the first-visit language choice. */
export function RootLayout() {
  const { t } = useTranslation();
  const [needsLanguage] = useState(() => languageStore.read() === null);
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
      {needsLanguage ? <LanguagePicker /> : null}
    </>
  );
}
