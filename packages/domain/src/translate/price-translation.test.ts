import { describe, expect, it } from 'vitest';
import { createTranslationMemory, type MemoryEntry } from './translation-memory';

const ENTRIES: MemoryEntry[] = [
  {
    id: 'money:how-much',
    text: { en: 'How much is it?', fr: 'C’est combien ?' },
    darija: { ar: 'بشحال؟', latin: 'bsh7al?' },
  },
  { id: 'word:give-me', text: { en: 'give me', fr: 'donnez-moi' }, darija: { ar: 'عطيني', latin: '3tini' } },
  {
    id: 'numbers:thousand-ryals',
    text: { en: '1,000 ryals (50 dirhams)', fr: '1 000 rials (50 dirhams)' },
    darija: { ar: 'ألف ريال', latin: 'alf ryal' },
  },
  { id: 'numbers:fifty', text: { en: 'Fifty', fr: 'Cinquante' }, darija: { ar: 'خمسين', latin: 'khamsin' } },
  // A vocabulary row known in chat letters only, as DODa's: its "hadi" is هادئ (calm), not the driver's هادي (this).
  { id: 'doda-word:quiet', text: { en: 'quiet' }, darija: { latin: 'hadi' } },
  {
    id: 'taxi:to-the-airport',
    text: { en: 'To the airport, please' },
    darija: { ar: 'للمطار عافاك', latin: 'lel-matar 3afak' },
  },
  {
    id: 'taxi:ill-give-you-thirty',
    text: { en: 'I’ll give you 30 dirhams' },
    darija: { ar: 'غادي نعطيك تلاتين درهم', latin: 'ghadi n3tik tlatin derham' },
  },
];
const memory = createTranslationMemory(ENTRIES);
const fromDarija = (text: string, to: 'en' | 'fr' = 'en') => memory.translate(text, { from: 'darija', to });

describe('a price said in Darija', () => {
  it('alone: the amount in the visitor language, read exactly', () => {
    expect(fromDarija('khamsin derham').translation).toMatchObject({
      text: '50 dirhams',
      match: 'exact',
      confidence: 1,
      matched: null,
      amount: { value: 50, unit: 'dirham', unknown: null },
    });
    expect(fromDarija('ميا و خمسين درهم', 'fr').translation?.text).toBe('150 dirhams');
  });

  it('in ryals: their worth in dirhams beside them', () => {
    expect(fromDarija('jouj alaf ryal').translation?.text).toBe('2,000 ryals = 100 dirhams');
  });

  it('with no unit: both readings', () => {
    expect(fromDarija('bsh7al? mya').translation).toMatchObject({
      text: 'How much is it? 100 (dirhams, or ryals = 5 dirhams)',
      amount: { value: 100, unit: null, unknown: null },
    });
  });

  it('with the phrase that says the other words', () => {
    expect(fromDarija('3tini 50 dh').translation).toMatchObject({
      text: 'Give me: 50 dirhams',
      matched: { id: 'word:give-me' },
      amount: { value: 50, unit: 'dirham', unknown: null },
    });
  });

  it('with words no phrase says, or one word only a chat-letter row says: the amount, those words named', () => {
    expect(fromDarija('hadi b mitin ryal').translation).toMatchObject({
      text: '200 ryals = 10 dirhams (not understood: “hadi”)',
      matched: null,
      amount: { value: 200, unit: 'ryal', unknown: 'hadi' },
    });
  });

  it('words beside the price are not given as a request they do not make', () => {
    // "l matar" is "lel-matar 3afak" without its "please": beside a fare it is the driver's, not the visitor's ask.
    expect(fromDarija('tlatin derham l matar').translation).toMatchObject({
      text: '30 dirhams (not understood: “l matar”)',
      amount: { value: 30, unit: 'dirham', unknown: 'l matar' },
    });
    expect(fromDarija('tlatin derham lel-matar 3afak').translation).toMatchObject({
      text: 'To the airport, please: 30 dirhams',
      amount: { value: 30, unit: 'dirham', unknown: null },
    });
  });

  it('a phrase that says the whole text answers it', () => {
    expect(fromDarija('alf ryal').translation).toMatchObject({
      text: '1,000 ryals (50 dirhams)',
      matched: { id: 'numbers:thousand-ryals' },
    });
    expect(fromDarija('khamsin').translation?.matched?.id).toBe('numbers:fifty');
  });

  it('a phrase near the whole text that says the same price is given; one that says another is not', () => {
    expect(fromDarija('ghadi n3tik tlatin dh').translation).toMatchObject({
      text: 'I’ll give you 30 dirhams',
      matched: { id: 'taxi:ill-give-you-thirty' },
    });
    expect(fromDarija('ghadi n3tik khamsin dh').translation).toMatchObject({
      text: '50 dirhams (not understood: “ghadi n3tik”)',
      amount: { value: 50, unit: 'dirham' },
    });
  });

  it('into Darija, numbers are left to the phrases', () => {
    expect(memory.translate('50 dirhams', { from: 'en', to: 'darija' }).translation?.amount).toBeUndefined();
  });
});
