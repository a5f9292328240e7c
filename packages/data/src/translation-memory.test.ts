import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mizan/domain/text/language';
import { normaliseArabic, normaliseDarijaLatin, normaliseText } from '@mizan/domain/translate/normalise';
import { COMPOSED_CONFIDENCE_CAP, type TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createEmbeddedTranslator } from './doda/translator';
import { PHRASEBOOK } from './phrasebook';
import { createPhrasebookTranslator } from './translation-memory';

// Every phrasebook entry, typed as written, must come back exact in every language and both Darija scripts, from
// the browser's translator and from the server's (where DODa's rows must not shadow the phrasebook). Where two
// phrases read the same once normalised, either may answer. From Darija, the server's translator is checked into
// English only: which phrase answers does not depend on the target language, and it takes a while on a busy machine.
describe.each([
  ['phrasebook (browser)', createPhrasebookTranslator(), LANGUAGES],
  ['embedded (server)', createEmbeddedTranslator(), ['en'] as const],
] as const)('%s translator', (_name, translator: TranslationMemory, targets) => {
  it.each(LANGUAGES)(
    'finds every phrase typed in %s, with its Darija in both scripts',
    (language) => {
      for (const phrase of PHRASEBOOK) {
        const { translation } = translator.translate(phrase.text[language], { from: language, to: 'darija' });
        const same = PHRASEBOOK.filter(
          (p) => normaliseText(p.text[language]) === normaliseText(phrase.text[language]),
        );
        expect(translation?.match, `${phrase.id} ${language}`).toBe('exact');
        expect(
          same.map((p) => p.darija),
          `${phrase.id} ${language}`,
        ).toContainEqual({
          latin: translation?.darija?.latin,
          ar: translation?.darija?.ar,
        });
      }
    },
    60_000,
  );

  it.each(targets)(
    'finds every phrase from Darija in chat letters and Arabic script, into %s',
    (language) => {
      for (const phrase of PHRASEBOOK) {
        const latin = translator.translate(phrase.darija.latin, { from: 'darija', to: language }).translation;
        const sameLatin = PHRASEBOOK.filter(
          (p) => normaliseDarijaLatin(p.darija.latin) === normaliseDarijaLatin(phrase.darija.latin),
        );
        expect(latin?.match, `${phrase.id} latin`).toBe('exact');
        expect(
          sameLatin.map((p) => p.text[language]),
          phrase.id,
        ).toContain(latin?.text);

        const arabic = translator.translate(phrase.darija.ar, { from: 'darija', to: language }).translation;
        const sameArabic = PHRASEBOOK.filter(
          (p) => normaliseArabic(p.darija.ar) === normaliseArabic(phrase.darija.ar),
        );
        expect(arabic?.match, `${phrase.id} arabic`).toBe('exact');
        expect(
          sameArabic.map((p) => p.text[language]),
          phrase.id,
        ).toContain(arabic?.text);
      }
    },
    60_000,
  );
});

describe('embedded translator', () => {
  const translator = createEmbeddedTranslator();

  it('answers DODa sentences it holds, with chat letters only', () => {
    const { translation } = translator.translate('I have no idea what you are talking about', {
      from: 'en',
      to: 'darija',
    });
    expect(translation?.darija?.ar ?? null).toBeNull();
    expect(['exact', 'closest']).toContain(translation?.match);
  });

  it('composes a short sentence no one wrote down, and says so', () => {
    const { translation } = translator.translate('bghit nmchi l lmatar', { from: 'darija', to: 'en' });
    expect(translation?.match).toBe('composed');
    expect(translation?.text.toLowerCase()).toContain('airport');
    expect(translation?.confidence).toBeLessThanOrEqual(COMPOSED_CONFIDENCE_CAP);
  });

  it('refuses gibberish', () => {
    expect(translator.translate('xqzv blorft wpqk', { from: 'en', to: 'darija' }).translation).toBeNull();
    expect(translator.translate('xqzv blorft wpqk', { from: 'darija', to: 'en' }).translation).toBeNull();
  });
});
