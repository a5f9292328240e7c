import type { Language } from '@mizan/domain/text/language';
import { isLanguage } from '@/lib/i18n';
import { languageStore } from '@/lib/storage';

// The language choice lives in localStorage `language` (spec 3) and, so the server and the service worker
// answer a page in that language before any script runs (ADR 021), in a cookie and a cache entry too.
// The cookie's name is the API's (apps/api/src/routes/web.ts); the cache's are the worker's (vite.config.ts).
export const LANGUAGE_COOKIE = 'mizan_lang';
export const LANGUAGE_CACHE = 'mizan-language';
export const LANGUAGE_CACHE_KEY = '/language';
// Browsers cap cookie lifetimes at 400 days.
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function cookieLanguage(): Language | null {
  const value = /(?:^|;\s*)mizan_lang=([^;]*)/.exec(document.cookie)?.[1];
  return value !== undefined && isLanguage(value) ? value : null;
}

/** The visitor's choice: the stored one, else the cookie's (storage cleared, cookie kept), or null. */
export function readLanguageChoice(): Language | null {
  return languageStore.read() ?? cookieLanguage();
}

/** Keeps the choice where the page, the server and the service worker each read it. */
export function rememberLanguage(lng: Language): void {
  languageStore.write(lng);
  if (cookieLanguage() !== lng) {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax${secure}`;
  }
  if ('caches' in window) {
    void caches
      .open(LANGUAGE_CACHE)
      .then((cache) => cache.put(LANGUAGE_CACHE_KEY, new Response(lng)))
      .catch(() => undefined);
  }
}
