import i18next from 'i18next';
import type { BackendModule, InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@mizan/domain/text/language';
import type { Language } from '@mizan/domain/text/language';
import { languageStore } from '@/lib/storage';
import { whenSettled } from '@/lib/when-settled';

// One namespace per feature: `src/locales/<lng>/<namespace>.json`. To add texts for a feature, add
// `<namespace>.json` in all four folders and `src/locales/types/<namespace>.d.ts` for the typed keys.
// Each file is its own chunk, loaded when a screen asks for its namespace (react-i18next suspends until
// then; the layout has the Suspense boundary). Only the English texts of the frame and the start page
// (firstPaint) ship with the app's code, so the first route carries no other screen's texts.

// import.meta.glob takes literals only, hence the list twice: a file both bundled and lazily loaded would
// become a chunk of its own, one more request before the first paint.
const firstPaint = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/common.json',
    '../locales/en/home.json',
    '../locales/en/converter.json',
    '../locales/en/testimonials.json',
    '../locales/en/language.json',
  ],
  { eager: true, import: 'default' },
);
const later = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/en/home.json',
    '!../locales/en/converter.json',
    '!../locales/en/testimonials.json',
    '!../locales/en/language.json',
  ],
  { import: 'default' },
);

const namespaceOf = (path: string) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? '';

export const FIRST_PAINT_NAMESPACES = Object.keys(firstPaint).map(namespaceOf);
export const NAMESPACES = [
  ...FIRST_PAINT_NAMESPACES,
  ...Object.keys(later)
    .filter((path) => path.includes('/locales/en/'))
    .map(namespaceOf),
];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = later[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Switch language (loading the namespaces in use) and make `<html lang>` follow. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
}

/** The options the browser and the prerender (app/entry-prerender.tsx) share, so both write the same texts. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;

/**
 * Start i18next in English, or in `language` (by default the stored one) once its texts for `namespaces`
 * have loaded (no flash of English). The app passes the first paint's namespaces and the page's own; tests
 * may rely on the default, all.
 */
export async function initI18n(
  namespaces: readonly string[] = NAMESPACES,
  language: Language | null = languageStore.read(),
): Promise<void> {
  const resources = {
    en: Object.fromEntries(Object.entries(firstPaint).map(([path, bundle]) => [namespaceOf(path), bundle])),
  };
  i18next.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));
  await i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, resources, partialBundledLanguages: true, lng: 'en', ns: [...namespaces] });
  if (language && language !== 'en') await changeLanguage(language).catch(() => undefined);
}

/**
 * Fetch the other screens' texts in the current language once the page has settled, so a later screen does
 * not wait.
 */
export function loadAllTextsWhenSettled(): void {
  whenSettled(() => void i18next.loadNamespaces(NAMESPACES));
}
