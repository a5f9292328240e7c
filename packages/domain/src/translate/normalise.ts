// How the translation memory sees text: the same sentence typed with other capitals, accents, punctuation or, in
// Darija, another of the many ways people spell it (chat letters, Arabic script) should look the same to it.
import type { Language } from '../text/language';

const ARABIC_LETTER = /[\u0621-\u064A\u067E\u0686\u06A4\u06A9\u06AD\u06AF\u06CC]/;

/** True when the text has Arabic letters: Darija typed or transcribed in Arabic script. */
export function isArabicScript(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

// On a phone the apostrophe is a long press away: French elisions come typed with a space for it ("l addition",
// "de l eau", "j ai", "s il vous plait", "qu est ce"), and "c" alone is "c'est" ("c combien", "c quoi"). Not
// "t": typed apart it is the "-t-" of "a-t-il", which the question words expect as it is.
const ELISION_TYPED_APART = /(?<=^| )(c|d|j|l|m|n|s|qu) (?=[aeiouyh])/g;
const CEST_AS_C = /(?<=^| )c (?=\p{L})/gu;

/**
 * English, Spanish, French or German as the memory compares it: lowercase, no accents (é -> e, ß -> ss), apostrophes
 * dropped inside words (don't -> dont, l'hôtel -> lhotel), an elision typed with a space for its apostrophe joined
 * the same way (l hotel -> lhotel, c combien -> cest combien), any other punctuation a space, single spaces.
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\p{L})['’‘`´](?=\p{L})/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(ELISION_TYPED_APART, '$1')
    .replace(CEST_AS_C, 'cest ');
}

/**
 * Arabic script, normalised the way Arabic search engines do: no short vowels or other marks (tashkeel), no
 * tatweel; the alef forms (أ إ آ ٱ) one alef; taa marbuta (ة) as haa; alef maqsura (ى) as yaa; hamza carriers (ؤ ئ)
 * as their letter; Persian and Moroccan letter shapes unified (ک ی گ); Arabic-Indic digits as 0-9.
 */
export function normaliseArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/ی/g, 'ي')
    .replace(/گ/g, 'ڭ')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[^\u0621-\u064A\u067E\u0686\u06A4\u06AD0-9]+/g, ' ')
    .trim();
}

// The chat alphabet's digits stand for letters only inside a word ("3afak", "m3a", "s7i7"); a number standing
// alone ("20 dh") stays a number.
const CHAT_DIGITS: Record<string, string> = {
  '2': '',
  '3': '3',
  '4': 'ğ',
  '5': 'x',
  '6': 't',
  '7': 'h',
  '8': 'h',
  '9': 'q',
};

/**
 * Darija in Latin letters, folded over the usual spelling variants so that "chokran", "shukran" and "choukrane",
 * or "l-bab", "el bab" and "lbab", meet:
 * - case and accents off (the capitals some writers use for emphatics, T S D, become plain letters);
 * - chat digits inside words: 3 ع, 7 ح and 8 ه (both h), 9 ق (as q), 5 خ (as kh), 2 ء (dropped), 4 غ, 6 ط;
 *   a word-initial "aa" for ع too ("aandi" is "3andi");
 * - sh, ch and x (ش) one letter, kh (خ) one letter, gh (غ) one letter, a c not in ch a k (French loans: sac);
 * - vowels folded: o, ou and u one vowel, i, y, ee and ii one, e (the short schwa, written or not) dropped;
 * - doubled letters single (the sun-letter assimilation "ttaxi" and stress "bzzaf");
 * - the article and the one-letter prepositions joined to their word: "el bab", "l-bab", "f dar", "b-l-flous".
 * The result is a key for comparison, not text to show.
 */
export function normaliseDarijaLatin(text: string): string {
  let s = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s'’-]+/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])(?:el|al|l)[\s'’-]+(?=\p{L})/gu, 'l')
    .replace(/(?<![\p{L}\p{N}])([fbdlw])[-'’]+(?=\p{L})/gu, '$1')
    .replace(/(?<![\p{L}\p{N}])([fb])\s+(?=\p{L})/gu, '$1')
    .replace(/['’-]+/g, ' ')
    .replace(/c(?!h)/g, 'k')
    .replace(/x/g, 'c')
    .replace(/[cs]h/g, 'c')
    .replace(/kh/g, 'x')
    .replace(/gh/g, 'ğ')
    // A doubled a starting a word is how some writers spell ع without the digit ("aandi").
    .replace(/(?<!\p{L})aa/gu, '3a')
    // After the digraphs, so that the h of a 7 never makes one ("s7i7" is not "shih").
    .replace(/(\p{L})[2-9]+|[2-9]+(?=\p{L})/gu, (m) => m.replace(/[2-9]/g, (d) => CHAT_DIGITS[d] ?? d))
    .replace(/ou|o|u/g, 'u')
    .replace(/y/g, 'i')
    .replace(/e/g, '');
  s = s.replace(/(\p{L})\1+/gu, '$1');
  return s.replace(/\s+/g, ' ').trim();
}

// Arabic letters as the Latin key's letters: enough to compare Darija typed in Arabic script with rows written only
// in chat letters, through the consonant skeleton both share.
const ARABIC_TO_KEY: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'j',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'c',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'd',
  ع: '3',
  غ: 'ğ',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ڭ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'u',
  ي: 'i',
  ء: '',
  پ: 'p',
  ڤ: 'v',
  چ: 'c',
};

/**
 * The consonant skeleton of Darija in either script: the Latin key (or Arabic script letter by letter) without its
 * vowels and the letters that are sometimes vowels (w, y), which Arabic script leaves out or writes where chat
 * spelling does not. "مزيان", "mzyan" and "mezian" all give "mzn". Coarse, so only a bridge between the scripts.
 */
export function darijaSkeleton(text: string): string {
  const key = isArabicScript(text)
    ? [...normaliseArabic(text)].map((ch) => ARABIC_TO_KEY[ch] ?? ch).join('')
    : normaliseDarijaLatin(text);
  return key
    .replace(/[aeiouw]/g, '')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

// "Please" in each language, as the normalisers above write it: the phrasebook's requests carry it and a visitor
// often leaves it out ("to the airport"), or the other way round. A phone's short forms too: svp, stp, pls, plz.
const COURTESY_LATIN = [
  'please',
  'por favor',
  'sil vous plait',
  'sil te plait',
  'bitte',
  'svp',
  'stp',
  'pls',
  'plz',
];
const COURTESY_DARIJA = ['3afak', '3afik', '3afakum', 'afak', '3fak'].map(normaliseDarijaLatin);
const COURTESY_ARABIC = ['عافاك', 'عافاكي', 'عافاكم'].map(normaliseArabic);
// The words are letters, digits and spaces once normalised: nothing to escape.
const courtesyPattern = (words: readonly string[]) =>
  new RegExp(`(?<=^| )(?:${words.join('|')})(?= |$)`, 'gu');
const COURTESY = {
  text: courtesyPattern(COURTESY_LATIN),
  darija: courtesyPattern(COURTESY_DARIJA),
  arabic: courtesyPattern(COURTESY_ARABIC),
};

// What a visitor puts before what they say: "Excuse me, where…", "Bonjour, où…", "3afak wash…".
const OPENERS: Record<'text' | 'darija' | 'arabic', readonly string[]> = {
  text: [
    ...['excuse me', 'sorry', 'hello', 'hi', 'hey', 'please', 'pardon', 'sir', 'madam'],
    ...['hola', 'buenas', 'perdone', 'perdon', 'disculpe', 'por favor', 'senor', 'senora'],
    ...['excusez moi', 'excuse moi', 'bonjour', 'bonsoir', 'salut', 'sil vous plait', 'monsieur', 'madame'],
    ...['entschuldigung', 'entschuldigen sie', 'hallo', 'guten tag', 'bitte'],
  ],
  darija: [
    'salam',
    'slm',
    'salam 3alaykum',
    'sme7 liya',
    'sme7 li',
    '3afak',
    '3afik',
    'afak',
    'khuya',
    'a khuya',
    'a sidi',
    // "rah" puts what follows before the listener ("rah b3id", it's far): it adds no meaning a phrase lacks.
    'rah',
  ].map(normaliseDarijaLatin),
  arabic: ['السلام', 'سلام', 'السلام عليكم', 'سمح ليا', 'عافاك', 'عافاكي', 'خويا', 'راه'].map(
    normaliseArabic,
  ),
};
// The longest first, so that "salam 3alaykum" goes whole rather than as "salam".
const openersPattern = (words: readonly string[]) =>
  new RegExp(`^(?:(?:${[...words].sort((a, b) => b.length - a.length).join('|')})(?: |$))+`, 'u');
const OPENERS_PATTERN = {
  text: openersPattern(OPENERS.text),
  darija: openersPattern(OPENERS.darija),
  arabic: openersPattern(OPENERS.arabic),
};

/**
 * A normalised key (of normaliseText, normaliseDarijaLatin or normaliseArabic) without "please", and without the
 * greeting or "excuse me" it starts with, so that a request typed with or without them meets the same phrase
 * ("Bonjour, où sont les toilettes", "Entschuldigung, wo ist der Bahnhof"). A key that is only those stays as it is.
 */
export function withoutCourtesy(key: string, kind: keyof typeof COURTESY): string {
  const stripped = key
    .replace(OPENERS_PATTERN[kind], '')
    .replace(COURTESY[kind], ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped === '' ? key : stripped;
}

// Articles as normaliseText writes them, per language (an elided l' or d' is joined to its word and not seen):
// per language, as one language's article is another's word (English "a" is Spanish and French "to").
const ARTICLES: Record<Language, ReadonlySet<string>> = {
  en: new Set(['the', 'a', 'an', 'some']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']),
  fr: new Set(['le', 'la', 'les', 'un', 'une', 'des', 'du']),
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'einem', 'einer']),
};

/**
 * A normalised key (of normaliseText) without its articles: "un taxi", "die Apotheke" and "the menu" are the words a
 * visitor types bare, and on a phone the articles go from whole phrases too ("call police", "wo ist Apotheke").
 * A key that is only articles is returned as it is.
 */
export function withoutArticles(key: string, language: Language): string {
  const kept = key.split(' ').filter((word) => !ARTICLES[language].has(word));
  return kept.length === 0 ? key : kept.join(' ');
}

// "Do you have…?" in the visitor's languages, as normaliseText writes it: the polite and familiar "you", singular
// and plural, the verb before or after its subject.
const HAVE_YOU = [
  ...['do you have', 'do you still have', 'have you got', 'have you'],
  ...['tiene', 'tienen', 'tienes', 'tiene usted', 'tienen ustedes', 'usted tiene', 'ustedes tienen'],
  ...['avez vous', 'vous avez', 'as tu', 'tu as', 'auriez vous', 'est ce que vous avez', 'est ce que tu as'],
  ...['haben sie', 'hast du', 'habt ihr', 'haben sie noch', 'hast du noch'],
];
const HAVE_YOU_PATTERN = new RegExp(
  `^(?:${[...HAVE_YOU].sort((a, b) => b.length - a.length).join('|')}) (?=\\S)`,
  'u',
);

/**
 * What a normalised key (of normaliseText) asks to have, "do you have…?" taken off ("Haben Sie Wasser" ->
 * "wasser", "Avez-vous de l'eau" -> "de leau", "Tiene agua" -> "agua"); null for a key that does not ask it.
 */
export function askedToHave(key: string): string | null {
  const frame = HAVE_YOU_PATTERN.exec(key);
  return frame ? key.slice(frame[0].length) : null;
}

const PLEASE = new RegExp(COURTESY.text.source, 'u');

/** Whether a normalised key (of normaliseText) says "please": the phrasebook words its requests so. */
export function saysPlease(key: string): boolean {
  return PLEASE.test(key);
}

// Words that turn a sentence round ("without the meter", "ohne Taxameter", "bla compteur"), as the normalisers
// write them: a phrase with one is not a close match for a text without, however many letters they share.
const NEGATION_LATIN = [
  'no',
  'not',
  'without',
  'dont',
  'doesnt',
  'isnt',
  'never',
  'sin',
  'nunca',
  'sans',
  'pas',
  'non',
  'jamais',
  'ohne',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'nie',
];
const NEGATION_DARIJA = ['bla', 'mashi', 'la', 'walu'].map(normaliseDarijaLatin);
const NEGATION_ARABIC = ['بلا', 'ماشي', 'لا', 'والو'].map(normaliseArabic);
const NEGATION = {
  text: new Set(NEGATION_LATIN),
  darija: new Set(NEGATION_DARIJA),
  arabic: new Set(NEGATION_ARABIC),
};

// Darija's "ma…sh" round a verb, as the keys write it: "ma" apart ("ma khddamsh" -> "ma xdamc") or joined to a
// word ending in the sh ("makhdamch" -> "maxdamc", "مافهمتش"). Without it "الكونتور خدام" (the meter is on) was
// refused with "الكونتور ما خدامش" (it is not working) as its suggestion. Marrakech is spelled the same way.
const CIRCUMFIX = {
  text: null,
  darija: /^(?!marakc$)ma(?:.+c)?$/u,
  arabic: /^ما(?:.+ش)?$/u,
};

/** Whether a normalised key says "no", "not" or "without" (in Darija also with ma…sh round a verb). */
export function negates(key: string, kind: keyof typeof NEGATION): boolean {
  const circumfix = CIRCUMFIX[kind];
  return key
    .split(' ')
    .some((word) => NEGATION[kind].has(word) || (circumfix !== null && circumfix.test(word)));
}

// Words of three letters or more carry a phrase's meaning ("bus", "tea", "egg", "Klo", "eau"), but for these, which
// frame it ("c'est … pour", "ich habe … eine"), as normaliseText writes them; two spellings of one word share all
// but a letter of the shorter, and at least its first four letters ("toilet" and "toilets", "vegetarien" and
// "vegetarienne"), or all of a word of three ("egg" and "eggs").
const CONTENT_LETTERS = 3;
const SAME_PREFIX = 4;
const FRAME_WORDS = new Set([
  ...[
    'please',
    'have',
    'much',
    'many',
    'where',
    'this',
    'that',
    'there',
    'here',
    'what',
    'does',
    'with',
    'your',
  ],
  ...[
    'from',
    'some',
    'would',
    'could',
    'will',
    'want',
    'like',
    'need',
    'just',
    'very',
    'cant',
    'dont',
    'thats',
  ],
  ...[
    'vous',
    'cest',
    'plait',
    'suis',
    'pour',
    'peux',
    'pouvez',
    'avez',
    'dans',
    'avec',
    'quel',
    'quelle',
    'estce',
  ],
  ...['votre', 'notre', 'cette', 'tres', 'plus', 'bien', 'faut', 'voudrais', 'veux', 'sont', 'quoi', 'jai'],
  ...['favor', 'esta', 'este', 'esto', 'para', 'puedo', 'puede', 'tengo', 'tiene', 'usted', 'quiero', 'como'],
  ...['estoy', 'muy', 'hola', 'bitte', 'habe', 'haben', 'eine', 'einen', 'einem', 'einer', 'mich', 'kann'],
  ...[
    'konnen',
    'gibt',
    'sind',
    'mein',
    'meine',
    'etwas',
    'noch',
    'sehr',
    'auch',
    'diese',
    'dieser',
    'dieses',
  ],
  ...['ihre', 'ihren', 'mochte', 'hier'],
  ...[
    'them',
    'they',
    'their',
    'these',
    'those',
    'then',
    'than',
    'were',
    'been',
    'into',
    'about',
    'also',
    'only',
  ],
  ...['even', 'still', 'each', 'when', 'which', 'should', 'must', 'might', 'shall'],
]);
// The three-letter words that frame a phrase, per language: French "thé" (tea) is written "the".
const wordSet = (...lists: string[]): ReadonlySet<string> => new Set(lists.join(' ').split(' '));
const SHORT_FRAME_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: wordSet(
    'the and you are can for how not any get out our who why its his her was has had did',
    'may too off all let got but nor she him per yes now ive',
  ),
  es: wordSet(
    'los las del por con que una muy hay mas sus mis tus les nos son soy ser voy van vas',
    'ese esa eso sin tan asi ahi',
  ),
  fr: wordSet(
    'les des une est pas que qui moi toi nos vos mes tes ses son ton mon par sur aux ete',
    'ont peu sil ils oui non car ici ces cet lui vas jai',
  ),
  de: wordSet(
    'der die das den dem des ein und ist bin mit von zum zur bei aus sie wir ihr ich uns',
    'mir dir was wer wie hat auf fur vom ins nur mal bis man hin her als vor ihm',
  ),
};
// A number is a content word whatever its length ("20", "100"), and only the same number is the same word.
const NUMBER = /\d/;
const contentWords = (key: string, language: Language) =>
  key
    .split(' ')
    .filter(
      (word) =>
        NUMBER.test(word) ||
        (word.length >= CONTENT_LETTERS && !FRAME_WORDS.has(word) && !SHORT_FRAME_WORDS[language].has(word)),
    );
const sameWord = (a: string, b: string): boolean => {
  if (a === b) return true;
  if (NUMBER.test(a) || NUMBER.test(b)) return false;
  const shorter = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < shorter && a[shared] === b[shared]) shared += 1;
  return shared >= Math.max(Math.min(shorter, SAME_PREFIX), shorter - 1);
};

/**
 * Whether two normalised keys of one language each have a word of three letters or more, or a number, the other
 * lacks: one says something else in the place of a word of the other ("allergique au lait", "allergique aux
 * cacahuètes"; "for 200 dirhams", "for 100 dirhams"; "Do you have tea", "Do you have a bag"), however many letters
 * the rest shares. A key that only adds words to the other ("Combien pour la gare", "C'est combien pour la gare")
 * does not.
 */
export function replacesWord(a: string, b: string, language: Language): boolean {
  const wordsA = contentWords(a, language);
  const wordsB = contentWords(b, language);
  const lacks = (words: string[], other: string[]) => words.some((w) => !other.some((o) => sameWord(w, o)));
  return lacks(wordsA, wordsB) && lacks(wordsB, wordsA);
}

// The present of the verbs a visitor's phrase turns on (be, have, go, want, can, must, need), as normaliseText
// writes them, with the persons each form can have: 1 the speaker, 2 the one spoken to (the polite "usted", "Sie"
// and "vous" included, whatever their grammar), 3 someone or something else; the plural with its person. Forms that
// say nothing of the person ("are", "sind", "haben") or are also another word (French "a", also "à"; Spanish
// "estas", also "these") are left out.
type Person = 1 | 2 | 3;
const PERSON_FORMS: Readonly<
  Record<Language, Readonly<Record<string, Readonly<Record<string, readonly Person[]>>>>>
> = {
  en: {
    be: {
      am: [1],
      im: [1],
      is: [3],
      isnt: [3],
      wheres: [3],
      whats: [3],
      thats: [3],
      theres: [3],
      hes: [3],
      shes: [3],
      youre: [2],
    },
  },
  es: {
    estar: { estoy: [1], esta: [2, 3], estamos: [1], estan: [2, 3] },
    ser: { soy: [1], eres: [2], es: [2, 3], somos: [1], son: [2, 3] },
    tener: { tengo: [1], tienes: [2], tiene: [2, 3], tenemos: [1], tienen: [2, 3] },
    ir: { voy: [1], vas: [2], va: [2, 3], vamos: [1], van: [2, 3] },
    querer: { quiero: [1], quieres: [2], quiere: [2, 3], queremos: [1], quieren: [2, 3] },
    poder: { puedo: [1], puedes: [2], puede: [2, 3], podemos: [1], pueden: [2, 3] },
    necesitar: { necesito: [1], necesitas: [2], necesita: [2, 3], necesitamos: [1], necesitan: [2, 3] },
  },
  fr: {
    etre: { suis: [1], es: [2], est: [3], sommes: [1], etes: [2], sont: [3] },
    avoir: { jai: [1], as: [2], avons: [1], avez: [2], ont: [3] },
    aller: { vais: [1], vas: [2], va: [3], allons: [1], allez: [2], vont: [3] },
    vouloir: { veux: [1, 2], veut: [3], voulons: [1], voulez: [2], veulent: [3] },
    pouvoir: { peux: [1, 2], puis: [1], peut: [3], pouvons: [1], pouvez: [2], peuvent: [3] },
    devoir: { dois: [1, 2], doit: [3], devons: [1], devez: [2], doivent: [3] },
  },
  de: {
    sein: { bin: [1], bist: [2], ist: [3], seid: [2] },
    haben: { habe: [1], hab: [1], hast: [2], hat: [3], habt: [2] },
    gehen: { gehe: [1], gehst: [2], geht: [2, 3] },
    wollen: { will: [1, 3], willst: [2] },
    konnen: { kann: [1, 3], kannst: [2] },
    mussen: { muss: [1, 3], musst: [2] },
    brauchen: { brauche: [1], brauchst: [2], braucht: [2, 3] },
  },
};

// The persons a key's verbs have, per verb. French "est" in "est-ce que" asks and has no one behind it.
function personsOf(key: string, language: Language): Map<string, Set<Person>> {
  const found = new Map<string, Set<Person>>();
  const words = key.split(' ');
  words.forEach((word, i) => {
    if (language === 'fr' && word === 'est' && words[i + 1] === 'ce') return;
    for (const [verb, forms] of Object.entries(PERSON_FORMS[language])) {
      const persons = forms[word];
      if (!persons) continue;
      const known = found.get(verb) ?? new Set<Person>();
      for (const person of persons) known.add(person);
      found.set(verb, known);
    }
  });
  return found;
}

/**
 * Whether two normalised keys of one language say the same verb in persons that cannot be the same: "Dónde estoy"
 * and "¿Dónde está…?", "Où suis-je" and "Où est… ?", "Wo bin ich" and "Wo ist …?", "Where am I" and "Where is …?".
 * Another sentence, however many letters they share. Keys with no such verb in common do not differ.
 */
export function differsInPerson(a: string, b: string, language: Language): boolean {
  const personsB = personsOf(b, language);
  for (const [verb, persons] of personsOf(a, language)) {
    const other = personsB.get(verb);
    if (other && ![...persons].some((person) => other.has(person))) return true;
  }
  return false;
}

// Words that open a question, as the normalisers write them. Verbs that open a German question also open its
// polite imperative ("Halten Sie hier"), so only those that rarely give an order are here; Spanish "que" and
// "como" open exclamations ("¡Qué caro!") and statements ("como carne") too, and ask only before certain words
// (SPANISH_ASKING_AFTER). Spanish "puedo", "puede"... ask typed without "¿" ("Puedo pagar con tarjeta").
const INTERROGATIVE_LATIN = [
  'where',
  'wheres',
  'what',
  'whats',
  'how',
  'hows',
  'when',
  'why',
  'who',
  'which',
  'is',
  'are',
  'do',
  'does',
  'did',
  'can',
  'could',
  'may',
  'donde',
  'adonde',
  'cuanto',
  'cuanta',
  'cuantos',
  'cuantas',
  'cuando',
  'quien',
  'cual',
  'ou',
  'combien',
  'quand',
  'comment',
  'pourquoi',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'wo',
  'wohin',
  'woher',
  'wie',
  'was',
  'wann',
  'warum',
  'welche',
  'welcher',
  'welches',
  'wer',
  'ist',
  'sind',
  'gibt',
  'kann',
  'konnen',
  'darf',
  'hast',
  'whose',
  'puedo',
  'puede',
  'puedes',
  'pueden',
  'podria',
  'podrias',
  'podemos',
  'quest',
];
const INTERROGATIVE_DARIJA = [
  'wash',
  'fin',
  'fayn',
  'bsh7al',
  'sh7al',
  'kifash',
  '3lash',
  'fu9ash',
  'imta',
  'shkun',
  'shnu',
  'ash',
  'ashmen',
  'mnin',
  'wesh',
  'ouach',
  'fen',
  'bshal',
  'shal',
  'ashnu',
  'shnuwa',
  'kidayr',
  'kidayra',
  'emta',
].map(normaliseDarijaLatin);
const INTERROGATIVE_ARABIC = [
  'واش',
  'فين',
  'بشحال',
  'شحال',
  'كيفاش',
  'علاش',
  'فوقاش',
  'امتى',
  'شكون',
  'شنو',
  'اش',
  'منين',
  'اشنو',
  'شنوا',
  'فاين',
  'كيداير',
  'كيدايرة',
].map(normaliseArabic);
const INTERROGATIVE = {
  text: new Set(INTERROGATIVE_LATIN),
  darija: new Set(INTERROGATIVE_DARIJA),
  arabic: new Set(INTERROGATIVE_ARABIC),
};
const NORMALISE = { text: normaliseText, darija: normaliseDarijaLatin, arabic: normaliseArabic };

// A verb put before its subject asks, in English, French and German ("Have you…", "Avez-vous…", "Haben Sie…",
// "Y a-t-il…"). Only verbs that rarely give an order: the polite imperative puts "vous" and "Sie" after the verb
// too ("Arrêtez-vous ici", "Halten Sie hier").
const INVERTED_VERBS = new Set([
  ...['have', 'has', 'will', 'would', 'should', 'shall', 'were', 'must', 'might'],
  ...[
    'avez',
    'etes',
    'pouvez',
    'pourriez',
    'voulez',
    'voudriez',
    'savez',
    'connaissez',
    'parlez',
    'acceptez',
  ],
  ...[
    'prenez',
    'vendez',
    'auriez',
    'avons',
    'pouvons',
    'devons',
    'peut',
    'peux',
    'puis',
    'dois',
    'doit',
    'as',
  ],
  ...['vas', 'veux', 'sais', 'est', 'sont', 'faut', 'va'],
  ...['haben', 'habt', 'hat', 'bist', 'seid', 'muss', 'musst', 'mussen', 'soll', 'sollen', 'sollte', 'will'],
  ...[
    'willst',
    'wollen',
    'mochten',
    'mochtest',
    'konnten',
    'konntest',
    'wurden',
    'wurdest',
    'wissen',
    'weisst',
  ],
  ...['kennen', 'kennst', 'brauche', 'brauchen', 'brauchst', 'durfen', 'darfst', 'fahrt', 'geht', 'kommt'],
]);
const SUBJECTS = new Set([
  ...['you', 'i', 'we', 'it', 'he', 'she', 'they', 'there'],
  ...['vous', 'tu', 'il', 'elle', 'on', 'nous', 'je', 'ils', 'elles'],
  ...['sie', 'du', 'ich', 'wir', 'es', 'er', 'ihr', 'man'],
]);
// A preposition before a question word ("At what time", "À quelle heure", "Um wie viel Uhr", "mn fin").
const PREPOSITIONS = {
  text: new Set([
    ...['to', 'for', 'at', 'from', 'in', 'with', 'since', 'until'],
    ...['a', 'de', 'para', 'por', 'hasta', 'desde', 'con', 'en'],
    ...['pour', 'depuis', 'par', 'avec', 'jusqu'],
    ...['um', 'bis', 'ab', 'fur', 'mit', 'von', 'seit', 'zu', 'nach', 'aus'],
  ]),
  darija: new Set(['mn', '3la', 'm3a', 'l', 'b', 'f', 'd'].map(normaliseDarijaLatin)),
  arabic: new Set(['من', 'على', 'مع', 'ل', 'ب', 'ف'].map(normaliseArabic)),
};
// Spanish "qué" and "cómo" open exclamations and statements too ("Qué caro", "Como carne"); followed by these they
// ask ("Qué hora es", "Cómo llego").
const SPANISH_ASKING_AFTER: Readonly<Record<string, ReadonlySet<string>>> = {
  que: new Set([
    'hora',
    'es',
    'hay',
    'significa',
    'precio',
    'tal',
    'lleva',
    'quiere',
    'tiene',
    'pasa',
    'hace',
  ]),
  como: new Set(['llego', 'se', 'puedo', 'voy', 'vamos', 'esta', 'estas', 'funciona', 'es']),
};
// French, and Darija, put the question word last in speech ("Vous allez où", "C'est combien", "lagar fin").
const LAST_WORDS = {
  text: new Set(['ou', 'combien', 'quand', 'comment', 'pourquoi', 'quoi']),
  darija: new Set(
    ['fin', 'fen', 'fayn', 'sh7al', 'bsh7al', 'imta', 'kifash', '3lash'].map(normaliseDarijaLatin),
  ),
  arabic: new Set(['فين', 'فاين', 'شحال', 'بشحال', 'امتى', 'كيفاش', 'علاش'].map(normaliseArabic)),
};

const opensQuestion = (words: readonly string[], kind: keyof typeof INTERROGATIVE): boolean => {
  const [first = '', second = ''] = words;
  if (INTERROGATIVE[kind].has(first)) return true;
  if (PREPOSITIONS[kind].has(first) && (INTERROGATIVE[kind].has(second) || SPANISH_ASKING_AFTER[second]))
    return true;
  if (kind === 'darija' && /^[lbf]/.test(first) && LAST_WORDS.darija.has(first.slice(1))) return true;
  if (kind !== 'text') return false;
  if (SPANISH_ASKING_AFTER[first]?.has(second)) return true;
  // A Spanish pronoun before the verb: "Me puede ayudar".
  if (['me', 'nos', 'te', 'le'].includes(first) && INTERROGATIVE.text.has(second)) return true;
  if (first === 'est' && second === 'ce') return true;
  return INVERTED_VERBS.has(first) && SUBJECTS.has(second);
};

/**
 * Whether a text as written (not a key: the question mark counts) asks something. A phone's visitor often types no
 * question mark, so also: a first word that opens a question ("where", "wie", "wash"), after any greeting or
 * "excuse me"; a preposition and one ("À quelle heure", "mn fin"); a verb before its subject ("Avez-vous",
 * "Haben Sie", "Have you", "y a-t-il"); a question word last, as French and Darija speak ("C'est combien",
 * "lagar fin"). A request ("Allumez le compteur", "Halten Sie hier") does not.
 */
export function asks(text: string, kind: keyof typeof INTERROGATIVE): boolean {
  if (/[?¿؟]/.test(text)) return true;
  const key = NORMALISE[kind](text);
  const words = key.replace(OPENERS_PATTERN[kind], '').split(' ').filter(Boolean);
  if (words.length === 0) return false;
  if (opensQuestion(words, kind)) return true;
  if (
    kind === 'text' &&
    words.some((word, i) => word === 't' && ['il', 'elle', 'on'].includes(words[i + 1] ?? ''))
  )
    return true;
  // French "combien" asks wherever it stands ("C'est combien pour la médina").
  if (kind === 'text' && words.includes('combien')) return true;
  return words.length > 1 && LAST_WORDS[kind].has(words[words.length - 1]!);
}
