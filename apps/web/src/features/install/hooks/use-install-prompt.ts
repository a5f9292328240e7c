import { useCallback, useEffect, useState } from 'react';
import { useBrowserValue } from '@/hooks/use-browser-value';

// Chromium's install event (not in TypeScript's DOM types).
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'hidden' | 'available' | 'ios' | 'installed';

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

/** iOS Safari has no install event: people install from the Share menu. Other iOS browsers cannot. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

function deviceState(): InstallState {
  if (isStandalone()) return 'installed';
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints) ? 'ios' : 'hidden';
}

/** The install card's state (spec 2 "Install prompt", 4 "Other") and the action that opens the prompt. */
export function useInstallPrompt() {
  // What the device says ('hidden' in the prerendered page, ADR 021), until the browser's events say more.
  const device = useBrowserValue(deviceState, 'hidden');
  const [fromEvents, setState] = useState<InstallState | null>(null);
  const state = fromEvents ?? device;
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
      setState((s) => (s === 'installed' || isStandalone() ? 'installed' : 'available'));
    };
    const onInstalled = () => {
      setDeferred(null);
      setState('installed');
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    setDeferred(null);
    // The event can be used once; Chromium fires a new one if the visitor may still install.
    setState(outcome === 'accepted' ? 'installed' : 'hidden');
  }, [deferred]);

  return { state, install };
}
