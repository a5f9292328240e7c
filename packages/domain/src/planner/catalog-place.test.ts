import { describe, expect, it } from 'vitest';
import { placeLink, placeName } from './catalog-place';

describe('placeLink', () => {
  const koutoubia = { link: 'https://en.wikipedia.org/wiki/Koutoubia_Mosque' };

  it('keeps the English article for an English plan', () => {
    expect(placeLink(koutoubia, 'en')).toBe('https://en.wikipedia.org/wiki/Koutoubia_Mosque');
  });

  it.each(['fr', 'es', 'de'] as const)(
    'sends a %s plan through Wikidata Hub from the English title to its own Wikipedia (English when it has none)',
    (language) => {
      expect(placeLink(koutoubia, language)).toBe(
        `https://hub.toolforge.org/enwiki:Koutoubia_Mosque?lang=${language}`,
      );
    },
  );

  it('keeps the title as the English address writes it (commas, brackets)', () => {
    expect(placeLink({ link: 'https://en.wikipedia.org/wiki/Dar_al-Makhzen_(Fez)' }, 'fr')).toBe(
      'https://hub.toolforge.org/enwiki:Dar_al-Makhzen_(Fez)?lang=fr',
    );
    expect(placeLink({ link: 'https://en.wikipedia.org/wiki/American_Legation,_Tangier' }, 'es')).toBe(
      'https://hub.toolforge.org/enwiki:American_Legation,_Tangier?lang=es',
    );
  });

  it('keeps an official site, and no link stays none', () => {
    expect(placeLink({ link: 'https://www.jardinmajorelle.com' }, 'de')).toBe(
      'https://www.jardinmajorelle.com',
    );
    expect(placeLink({}, 'fr')).toBeUndefined();
  });

  it('keeps a Wikipedia address with a section or a query as written', () => {
    const section = 'https://en.wikipedia.org/wiki/Essaouira#Medina';
    expect(placeLink({ link: section }, 'fr')).toBe(section);
  });
});

describe('placeName', () => {
  const bahia = { name: 'Bahia Palace', names: { fr: 'Palais de la Bahia', es: 'Palacio de la Bahía' } };

  it('takes the language’s name, else the local one, else the English', () => {
    expect(placeName(bahia, 'fr')).toBe('Palais de la Bahia');
    expect(placeName(bahia, 'de')).toBe('Bahia Palace');
    expect(placeName({ name: 'Menara Gardens', names: { local: 'Jardins de la Ménara' } }, 'de')).toBe(
      'Jardins de la Ménara',
    );
    expect(placeName(bahia, 'en')).toBe('Bahia Palace');
  });
});
