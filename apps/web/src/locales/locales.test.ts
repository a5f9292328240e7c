import { describe, expect, it } from 'vitest';

// Every key of every English namespace exists in es, fr and de, and no language has extra keys.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const byPath = (lng: string, ns: string) => files[`./${lng}/${ns}.json`];
const textAt = (lng: string, ns: string, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], byPath(lng, ns));
const namespaces = Object.keys(files)
  .filter((p) => p.startsWith('./en/'))
  .map((p) => /\.\/en\/(.+)\.json$/.exec(p)?.[1] ?? '');

describe('locale files', () => {
  it('has English namespaces', () => expect(namespaces.length).toBeGreaterThan(0));

  describe.each(['es', 'fr', 'de'])('%s', (lng) => {
    it.each(namespaces)('%s has exactly the English keys', (ns) => {
      const translated = byPath(lng, ns);
      expect(translated, `${lng}/${ns}.json is missing`).toBeDefined();
      expect(keys(translated).sort()).toEqual(keys(byPath('en', ns)).sort());
    });

    it.each(namespaces)('%s has no empty text', (ns) => {
      const empty = keys(byPath(lng, ns)).filter((k) => {
        const value = textAt(lng, ns, k);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });

  // One screen said 'Sie', the next 'du' (the pay page, the planner, the profile): German speaks to the visitor
  // as 'Sie' everywhere.
  it.each(namespaces)('de/%s speaks to the visitor as Sie, never du', (ns) => {
    const texts = keys(byPath('de', ns)).map((k) => textAt('de', ns, k));
    const informal = texts.filter((text) => /\b(du|dich|dir|dein\w*)\b/i.test(String(text)));
    expect(informal).toEqual([]);
  });

  // /taxi-fares said 'Mira…' and 'tu navegador' above the meter's 'Empiece…' and 'su teléfono': Spanish speaks to
  // the visitor as usted everywhere (the pronouns and possessives of tú are what shows it).
  it.each(namespaces)('es/%s speaks to the visitor as usted, never tú', (ns) => {
    const texts = keys(byPath('es', ns)).map((k) => textAt('es', ns, k));
    const informal = texts.filter((text) =>
      /(?<![\p{L}])(tú|tu|tus|te|ti|contigo|tuy[oa]s?)(?![\p{L}])/iu.test(String(text)),
    );
    expect(informal).toEqual([]);
  });

  it('has no namespace outside English', () => {
    const extra = Object.keys(files).filter(
      (p) => !namespaces.includes(/\/([^/]+)\.json$/.exec(p)?.[1] ?? ''),
    );
    expect(extra).toEqual([]);
  });
});
