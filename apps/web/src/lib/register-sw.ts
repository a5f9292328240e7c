import { whenIdle } from '@/lib/when-idle';

// Register the service worker after the first render, when the main thread is idle: registering on
// `load` cost about 1 s of LCP on a throttled phone (STACK-NOTES).
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  whenIdle(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }, 4000);
}
