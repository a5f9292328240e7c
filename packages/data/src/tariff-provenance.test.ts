import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mizan/domain/text/language';
import { tariffTexts } from './tariff-provenance';
import { STANDARD_TARIFF, TARIFF_KEYS, tariffByKey } from './tariffs';

describe('tariffTexts', () => {
  it.each(TARIFF_KEYS)('%s: the English citation is the one the API sends, and every language has one', (key) => {
    const tariff = tariffByKey(key);
    expect(tariffTexts(tariff.name, 'en')?.citation).toBe(tariff.citation);
    for (const lng of LANGUAGES) expect(tariffTexts(tariff.name, lng)?.citation.length).toBeGreaterThan(0);
  });

  it.each(TARIFF_KEYS)('%s: the English name is the one the API sends', (key) => {
    expect(tariffTexts(tariffByKey(key).name, 'en')?.name).toBe(tariffByKey(key).name);
  });

  it('names the standard and spec tariffs and Tangier in the visitor’s language, not in English', () => {
    expect(tariffTexts(STANDARD_TARIFF.name, 'fr')?.name).toBe('Tarif standard');
    expect(tariffTexts(STANDARD_TARIFF.name, 'es')?.name).toBe('Tarifa estándar');
    expect(tariffTexts(STANDARD_TARIFF.name, 'de')?.name).toBe('Standardtarif');
    expect(tariffTexts(STANDARD_TARIFF.name, 'en')?.name).toBe('Standard');
    expect(tariffTexts('Spec', 'fr')?.name).toBe('Spécification');
    expect(tariffTexts('Tangier', 'es')).toMatchObject({ name: 'Tánger', source: expect.stringMatching(/^Tánger: /) });
  });

  it('says in French what Marrakech takes from its sources and what from the spec, without English words', () => {
    expect(tariffTexts('Marrakech', 'fr')).toEqual({
      name: 'Marrakech',
      citation: 'tarif publié (cab-morocco.com)',
      source:
        'Marrakech : prise en charge, course minimum, majoration de nuit, heures de nuit selon des décisions ou articles publiés ; tarif au kilomètre, tarif d’attente, course minimum de nuit selon la spécification du produit (aucune source trouvée).',
    });
  });

  it('names the standard tariff as the spec, every component from it', () => {
    expect(tariffTexts(STANDARD_TARIFF.name, 'de')?.source).toMatch(
      /^Standardtarif: nichts aus veröffentlichten Beschlüssen oder Berichten; Grundgebühr, .* aus der Produktspezifikation/,
    );
  });

  it('has no texts for a tariff it does not know', () => expect(tariffTexts('Atlantis', 'en')).toBeNull());
});
