import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, languageStore } from '@/lib/storage';
import type { Language } from '@/lib/storage';

// One namespace per feature: `src/locales/<lng>/<namespace>.json`. English is bundled (the source and the
// fallback); es/fr/de are separate chunks loaded when chosen. To add texts for a feature, add
// `<namespace>.json` in all four folders and `src/locales/types/<namespace>.d.ts` for the typed keys.

const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const namespaceOf = (path: string) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? '';

export const NAMESPACES = Object.keys(english).map(namespaceOf);

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

async function loadLanguage(lng: Language): Promise<void> {
  if (lng === 'en' || i18next.hasResourceBundle(lng, 'common')) return;
  const loaders = Object.entries(others).filter(([path]) => path.includes(`/locales/${lng}/`));
  const bundles = await Promise.all(loaders.map(async ([path, load]) => [namespaceOf(path), await load()] as const));
  for (const [ns, bundle] of bundles) i18next.addResourceBundle(lng, ns, bundle, true, true);
}

/** Load a language's texts, switch to it and make `<html lang>` follow. */
export async function changeLanguage(lng: Language): Promise<void> {
  await loadLanguage(lng);
  await i18next.changeLanguage(lng);
}

export async function initI18n(): Promise<void> {
  const resources = { en: Object.fromEntries(Object.entries(english).map(([path, bundle]) => [namespaceOf(path), bundle])) };
  i18next.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const stored = languageStore.read();
  if (stored && stored !== 'en') await changeLanguage(stored).catch(() => undefined);
}
