import { beforeEach, describe, expect, it, vi } from 'vitest';

// i18next is a singleton: each case starts from fresh modules.
async function fresh() {
  vi.resetModules();
  const [{ default: i18next }, i18n] = await Promise.all([import('i18next'), import('./i18n')]);
  return { i18next, ...i18n };
}

beforeEach(() => localStorage.clear());

describe('i18n', () => {
  it('ships the first paint English texts and loads other namespaces on demand', async () => {
    const { i18next, initI18n, FIRST_PAINT_NAMESPACES, NAMESPACES } = await fresh();
    expect(FIRST_PAINT_NAMESPACES).toEqual(
      expect.arrayContaining(['common', 'home', 'converter', 'testimonials', 'language']),
    );
    // The pass-activated notice is loaded only after a purchase (pass-activated-banner.tsx): its texts with it.
    expect(FIRST_PAINT_NAMESPACES).not.toContain('pass');
    await initI18n(FIRST_PAINT_NAMESPACES);
    expect(i18next.t('home:hero.title')).toBe('Plan Smart. Pay Fair. Stay Safe.');
    const later = NAMESPACES.filter((ns) => !FIRST_PAINT_NAMESPACES.includes(ns));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((ns) => i18next.hasResourceBundle('en', ns))).toEqual([]);
    await i18next.loadNamespaces(later);
    expect(later.filter((ns) => !i18next.hasResourceBundle('en', ns))).toEqual([]);
  });

  it.each([
    ['fr', 'fr'],
    ['de', 'de'],
    ['it', 'en'],
  ])(
    'starts in the stored language %s: <html lang> %s, its texts loaded before the first render',
    async (stored, lang) => {
      localStorage.setItem('language', stored);
      const { i18next, initI18n, FIRST_PAINT_NAMESPACES } = await fresh();
      await initI18n(FIRST_PAINT_NAMESPACES);
      expect(i18next.language).toBe(lang);
      if (lang !== 'en') {
        expect(document.documentElement.lang).toBe(lang);
        expect(FIRST_PAINT_NAMESPACES.filter((ns) => !i18next.hasResourceBundle(lang, ns))).toEqual([]);
        expect(i18next.t('home:hero.title')).not.toBe('Plan Smart. Pay Fair. Stay Safe.');
      }
    },
  );

  it('switches language and loads the namespaces in use', async () => {
    const { i18next, initI18n, changeLanguage } = await fresh();
    await initI18n(['common', 'about']);
    await changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18next.hasResourceBundle('es', 'about')).toBe(true);
  });
});
