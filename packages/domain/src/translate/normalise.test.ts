import { describe, expect, it } from 'vitest';
import {
  asks,
  darijaSkeleton,
  isArabicScript,
  normaliseArabic,
  normaliseDarijaLatin,
  normaliseText,
  negates,
  withoutArticle,
  withoutCourtesy,
} from './normalise';

describe('normaliseText', () => {
  it.each([
    ['Where is the STATION?', 'where is the station'],
    ['¿Dónde está la estación?', 'donde esta la estacion'],
    ["Où est l'hôtel ?", 'ou est lhotel'],
    ['Straße  zum   Bahnhof!', 'strasse zum bahnhof'],
    ["I don't   know...", 'i dont know'],
    ['  Œuvre — 20 €  ', 'oeuvre 20'],
    ['!!!', ''],
  ])('%s -> %s', (input, expected) => expect(normaliseText(input)).toBe(expected));
});

describe('normaliseDarijaLatin', () => {
  // Each group: spellings people use for the same Darija, which must meet.
  it.each([
    [['chokran', 'shukran', 'choukrane', 'Chokrane!']],
    [['3afak', '3afak.', '3AFAK']],
    [['bzzaf', 'bzaf', 'bezzaf']],
    [['l-bab', 'el bab', 'lbab', 'al-bab', "l'bab"]],
    [['f dar', 'f-dar', 'fdar']],
    [['chno', 'xno', 'shno']],
    [['khobz', '5obz', 'khubz']],
    [['ghali', 'ghaali', 'ghali!']],
    [['mzyan', 'mzian', 'mezyan']],
    [['ch7al', 'ch7al?', 'CH7AL']],
    [['9hwa', 'qhwa']],
    [['qahwa', '9ahwa']],
    [['3andi', 'aandi']],
    [['sme7 lia', 'smeh lia', 'sm7 liya']],
  ])('%j meet', (spellings) => {
    const keys = spellings.map(normaliseDarijaLatin);
    expect(new Set(keys).size, keys.join(' | ')).toBe(1);
  });

  it('keeps a standalone number a number, and a 7 inside a word ح not a digraph', () => {
    expect(normaliseDarijaLatin('20 dh')).toBe('20 dh');
    expect(normaliseDarijaLatin('s7i7')).toBe('shih');
    expect(normaliseDarijaLatin('s7i7')).not.toBe(normaliseDarijaLatin('chih'));
  });

  it('keeps different words apart', () => {
    expect(normaliseDarijaLatin('khobz')).not.toBe(normaliseDarijaLatin('kobz'));
    expect(normaliseDarijaLatin('3la')).not.toBe(normaliseDarijaLatin('la'));
    expect(normaliseDarijaLatin('ghali')).not.toBe(normaliseDarijaLatin('gali'));
  });
});

describe('normaliseArabic', () => {
  it.each([
    ['أنا', 'انا'],
    ['إلى', 'الي'],
    ['آش', 'اش'],
    ['مدرسة', 'مدرسه'],
    ['شُكْرًا', 'شكرا'],
    ['بـــزاف', 'بزاف'],
    ['مؤمن', 'مومن'],
    ['شحال هادا؟ ٢٠ درهم', 'شحال هادا 20 درهم'],
    ['گاع', 'ڭاع'],
  ])('%s -> %s', (input, expected) => expect(normaliseArabic(input)).toBe(expected));
});

describe('darijaSkeleton', () => {
  it.each([
    ['مزيان', 'mzyan'],
    ['شحال', 'ch7al'],
    ['بزاف', 'bzzaf'],
    ['عافاك', '3afak'],
    ['بغيت نمشي', 'bghit nmchi'],
    ['السلام عليكم', 'lsalam 3alikom'],
  ])('%s and %s share a skeleton', (arabic, latin) => {
    expect(darijaSkeleton(arabic)).toBe(darijaSkeleton(latin));
    expect(darijaSkeleton(arabic)).not.toBe('');
  });
});

describe('isArabicScript', () => {
  it.each([
    ['شكرا', true],
    ['chokran', false],
    ['3afak شكرا', true],
    ['', false],
  ])('%s -> %s', (text, expected) => expect(isArabicScript(text)).toBe(expected));
});

describe('withoutCourtesy', () => {
  it.each([
    [normaliseText('À la gare, s’il vous plaît'), 'text', 'a la gare'],
    [normaliseText('Halten Sie bitte hier'), 'text', 'halten sie hier'],
    [normaliseText('Por favor, la cuenta'), 'text', 'la cuenta'],
    [normaliseText('Please'), 'text', 'please'],
    [normaliseDarijaLatin('w9ef hna 3afak'), 'darija', normaliseDarijaLatin('w9ef hna')],
    [normaliseArabic('وقف هنا عافاك'), 'arabic', normaliseArabic('وقف هنا')],
    [normaliseText('The pleasant hotel'), 'text', 'the pleasant hotel'],
  ] as const)('%s (%s) -> %s', (key, kind, expected) => expect(withoutCourtesy(key, kind)).toBe(expected));
});

describe('negates', () => {
  it.each([
    [normaliseText('Ohne Taxameter'), 'text', true],
    [normaliseText('Taxameter, bitte'), 'text', false],
    [normaliseText('Sans sucre'), 'text', true],
    [normaliseText('I don’t eat meat'), 'text', true],
    [normaliseText('Is there pork?'), 'text', false],
    [normaliseDarijaLatin('bla compteur'), 'darija', true],
    [normaliseDarijaLatin('b l-compteur 3afak'), 'darija', false],
    [normaliseArabic('بلا كونتور'), 'arabic', true],
  ] as const)('%s (%s) -> %s', (key, kind, expected) => expect(negates(key, kind)).toBe(expected));
});

describe('asks', () => {
  it.each([
    ['Le compteur est allumé ?', 'text', true],
    ['Allumez le compteur', 'text', false],
    ['Where is the bus station', 'text', true],
    ['¿Dónde está el baño', 'text', true],
    ['Qué caro', 'text', false],
    ['Halten Sie hier', 'text', false],
    ['Ist das Taxameter an', 'text', true],
    ['wash l-compteur khddam', 'darija', true],
    ['dwwer l-compteur 3afak', 'darija', false],
    ['واش الكونتور خدام', 'arabic', true],
    ['وقف هنا', 'arabic', false],
  ] as const)('%s (%s) -> %s', (text, kind, expected) => expect(asks(text, kind)).toBe(expected));
});

describe('withoutArticle', () => {
  it.each([
    ['un taxi', 'taxi'],
    ['the menu', 'menu'],
    ['die apotheke', 'apotheke'],
    ['la cuenta', 'cuenta'],
    ['taxi', 'taxi'],
    ['the bus station', 'the bus station'],
    ['la', 'la'],
  ])('%s -> %s', (key, expected) => expect(withoutArticle(key)).toBe(expected));
});
