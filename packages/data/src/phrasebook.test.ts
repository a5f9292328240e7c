import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mizan/domain/text/language';
import { PHRASE_CATEGORIES } from '@mizan/domain/translate/phrase';
import { PHRASEBOOK } from './phrasebook';
import { METER_REQUEST } from './phrasebook/taxi';
import { PHRASEBOOK_WORDS } from './phrasebook/words';
import { DODA_WORDS } from './doda/words';
import { DODA_SENTENCES } from './doda/sentences';

// Arabic letters and the marks Darija spelling uses (hamza forms, shadda, tanwin), spaces and punctuation.
const ARABIC_SCRIPT = /^[\u0600-\u06FF\s.,!?؟،0-9«»"'()\-…]+$/;
const ARABIC_LETTER = /[\u0621-\u064A]/;
// Latin letters, the chat alphabet's digits (2 3 5 7 8 9) and punctuation; no Arabic script.
const CHAT_LATIN = /^[A-Za-zÀ-ÿ0-9\s.,!?'()\-…/]+$/;

describe('phrasebook', () => {
  it('holds at least 300 phrases over every category', () => {
    expect(PHRASEBOOK.length).toBeGreaterThanOrEqual(300);
    for (const category of PHRASE_CATEGORIES) {
      expect(PHRASEBOOK.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(8);
    }
  });

  it('holds the request for the meter the driver view and the quote check show', () => {
    expect(METER_REQUEST.id).toBe('taxi:turn-on-the-meter');
    expect(PHRASEBOOK).toContainEqual(METER_REQUEST);
  });

  it('asks for the meter with the verb DODa itself uses for it (khddem, not dowwer: call, round)', () => {
    const doda = DODA_SENTENCES.find(([english]) => english === 'Turn on the meter, please.');
    expect(doda?.[1]).toMatch(/^khddem l contour/);
    expect(METER_REQUEST.darija.latin.split(' ')[0]).toBe(doda?.[1].split(' ')[0]);
  });

  // The app speaks to Spanish visitors as usted (locales.test); a note's «quotes» and (glosses) translate the
  // Darija's own words, which say tú.
  it('speaks to Spanish visitors as usted in every note, never tú', () => {
    const tu = /(?<![\p{L}])(tú|tu|tus|te|ti|contigo|tuy[oa]s?)(?![\p{L}])/iu;
    const ownWords = (note: string) => note.replace(/«[^»]*»/g, '').replace(/\([^)]*\)/g, '');
    const notes = PHRASEBOOK.flatMap((p) => (p.note ? [[p.id, ownWords(p.note.es)] as const] : []));
    expect(notes.filter(([, note]) => tu.test(note))).toEqual([]);
  });

  it('has unique ids and no phrase twice', () => {
    const ids = PHRASEBOOK.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of PHRASEBOOK) expect(p.id).toMatch(new RegExp(`^${p.category}:[a-z0-9]+(-[a-z0-9]+)*$`));
    const english = PHRASEBOOK.map((p) => p.text.en.toLowerCase());
    expect(english.filter((text, i) => english.indexOf(text) !== i)).toEqual([]);
    const darija = PHRASEBOOK.map((p) => p.darija.ar);
    expect(darija.filter((text, i) => darija.indexOf(text) !== i)).toEqual([]);
  });

  it.each(PHRASEBOOK.map((p) => [p.id, p] as const))('%s is complete in every language', (_id, p) => {
    for (const lang of LANGUAGES) {
      expect(p.text[lang].trim(), lang).not.toBe('');
      expect(p.text[lang]).toBe(p.text[lang].trim());
      if (p.note) expect(p.note[lang].trim(), `note ${lang}`).not.toBe('');
    }
    expect(p.darija.ar).toMatch(ARABIC_SCRIPT);
    expect(p.darija.ar).toMatch(ARABIC_LETTER);
    expect(p.darija.latin).toMatch(CHAT_LATIN);
    expect(p.darija.latin.trim()).not.toBe('');
  });
});

describe('phrasebook words', () => {
  const byId = new Map(PHRASEBOOK.map((p) => [p.id, p]));

  it('has unique slugs, and every word in every language', () => {
    const slugs = PHRASEBOOK_WORDS.map((w) => w.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const word of PHRASEBOOK_WORDS)
      for (const lang of LANGUAGES) expect(word.text[lang].trim(), `${word.slug} ${lang}`).not.toBe('');
  });

  it.each(PHRASEBOOK_WORDS.map((w) => [w.slug, w] as const))(
    '%s takes its Darija as written from its source',
    (_slug, word) => {
      expect(word.darija.latin).toMatch(CHAT_LATIN);
      if (typeof word.from === 'string') {
        // The phrase that says it, in both scripts.
        const phrase = byId.get(word.from);
        expect(phrase?.darija.latin).toContain(word.darija.latin);
        expect(word.darija.ar).toBeDefined();
        expect(phrase?.darija.ar).toContain(word.darija.ar);
      } else {
        // A row of DODa's vocabulary with that English and this spelling (chat letters only).
        const { doda } = word.from;
        expect(word.text.en).toBe(doda);
        expect(DODA_WORDS.some(([english, ...spellings]) => english === doda && spellings.includes(word.darija.latin))).toBe(
          true,
        );
        expect(word.darija.ar).toBeUndefined();
      }
    },
  );
});
