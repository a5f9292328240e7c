import { whenSettled } from '@/lib/when-settled';

// Registered once the page has settled (lib/when-settled): its precache must not compete with the first
// screen. Registering on `load` cost about 1 s of LCP on a throttled phone (STACK-NOTES).
export function registerServiceWorkerWhenSettled(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  whenSettled(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
