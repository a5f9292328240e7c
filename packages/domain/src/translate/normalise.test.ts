import { describe, expect, it } from 'vitest';
import {
  askedToHave,
  asks,
  darijaSkeleton,
  differsInPerson,
  isArabicScript,
  normaliseArabic,
  normaliseDarijaLatin,
  normaliseText,
  negates,
  replacesWord,
  saysPlease,
  withoutArticles,
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
    // Elisions typed with a space for the apostrophe, as on a phone, meet the same key as with it.
    ['l addition svp', 'laddition svp'],
    ['de l eau', 'de leau'],
    ['j ai besoin d un medecin', 'jai besoin dun medecin'],
    ['qu est ce que c est', 'quest ce que cest'],
    ['c combien', 'cest combien'],
    ['c quoi le code wifi', 'cest quoi le code wifi'],
    // A lone letter before a consonant is no elision; "a" and "y" are words of their own.
    ['plan b for a day', 'plan b for a day'],
    ['t shirt', 't shirt'],
    ['agua y hielo', 'agua y hielo'],
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
    [normaliseText("De l'eau svp"), 'text', 'de leau'],
    [normaliseText('water pls'), 'text', 'water'],
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
    // Darija's ma…sh round a verb, apart or joined.
    [normaliseDarijaLatin('l-compteur ma khddamsh'), 'darija', true],
    [normaliseDarijaLatin('lcompteur makhdamch'), 'darija', true],
    [normaliseDarijaLatin('wash l-compteur khddam?'), 'darija', false],
    [normaliseDarijaLatin('mashi mushkil'), 'darija', true],
    [normaliseDarijaLatin('ghadi l marrakech'), 'darija', false],
    [normaliseArabic('الكونتور ما خدامش'), 'arabic', true],
    [normaliseArabic('مافهمتش'), 'arabic', true],
    [normaliseArabic('الكونتور خدام'), 'arabic', false],
    [normaliseArabic('مرحبا'), 'arabic', false],
  ] as const)('%s (%s) -> %s', (key, kind, expected) => expect(negates(key, kind)).toBe(expected));
});

describe('asks', () => {
  it.each([
    ['Le compteur est allumé ?', 'text', true],
    ['Allumez le compteur', 'text', false],
    ['C’est combien pour la médina', 'text', true],
    ['Where is the bus station', 'text', true],
    ['¿Dónde está el baño', 'text', true],
    ['Qué caro', 'text', false],
    ['Halten Sie hier', 'text', false],
    ['Ist das Taxameter an', 'text', true],
    ['wash l-compteur khddam', 'darija', true],
    ['khddem l-compteur 3afak', 'darija', false],
    ['واش الكونتور خدام', 'arabic', true],
    ['وقف هنا', 'arabic', false],
  ] as const)('%s (%s) -> %s', (text, kind, expected) => expect(asks(text, kind)).toBe(expected));

  // Round 9 (ADR 015): questions typed without a question mark, after a greeting, with the verb first, a
  // preposition first or the question word last; and requests that look like them. Written before the fix: 41 of
  // these 55 were read wrong.
  it.each([
    ['Have you got change', 'text', true],
    ['Would you take 100 dirhams', 'text', true],
    ['Excuse me where is the station', 'text', true],
    ['Sorry, how much is it', 'text', true],
    ['Please can you stop here', 'text', true],
    ['At what time does it open', 'text', true],
    ['Have a nice day', 'text', false],
    ['Take me to the airport', 'text', false],
    ['La gare c’est où', 'text', true],
    ['C’est combien', 'text', true],
    ['Ça coûte combien', 'text', true],
    ['Vous allez où', 'text', true],
    ['Est-ce que vous avez de l’eau', 'text', true],
    ['Avez-vous de l’eau', 'text', true],
    ['Pouvez-vous m’aider', 'text', true],
    ['Y a-t-il un bus pour la médina', 'text', true],
    ['Excusez-moi, où est la gare', 'text', true],
    ['À quelle heure part le bus', 'text', true],
    ['Arrêtez-vous ici', 'text', false],
    ['Je voudrais une chambre', 'text', false],
    ['Il y a un bus', 'text', false],
    ['Qué hora es', 'text', true],
    ['A qué hora sale el autobús', 'text', true],
    ['Cómo llego a la medina', 'text', true],
    ['Me puede ayudar', 'text', true],
    ['Puedo pagar con tarjeta', 'text', true],
    ['Perdone, dónde está la estación', 'text', true],
    ['Como carne', 'text', false],
    ['Qué caro', 'text', false],
    ['Pare aquí', 'text', false],
    ['Haben Sie Wasser', 'text', true],
    ['Könnten Sie das Taxameter einschalten', 'text', true],
    ['Entschuldigung, wo ist der Bahnhof', 'text', true],
    ['Um wie viel Uhr fährt der Bus', 'text', true],
    ['Muss ich bar zahlen', 'text', true],
    ['Wissen Sie, wo die Medina ist', 'text', true],
    ['Halten Sie hier', 'text', false],
    ['Bitte halten Sie hier', 'text', false],
    ['Ich brauche einen Arzt', 'text', false],
    ['wesh kayn taxi', 'darija', true],
    ['fen kayna lagar', 'darija', true],
    ['lagar fin', 'darija', true],
    ['hadi bshhal', 'darija', true],
    ['bshal hada', 'darija', true],
    ['mn fin nta', 'darija', true],
    ['achno hada', 'darija', true],
    ['kidayr', 'darija', true],
    ['sme7 liya fin kayn l-bank', 'darija', true],
    ['3afak wach kayn l-ma', 'darija', true],
    ['wa9ef hna 3afak', 'darija', false],
    ['bghit atay', 'darija', false],
    ['اللاكار فين', 'arabic', true],
    ['اشنو هادا', 'arabic', true],
    ['عافاك فين كاين الطاكسي', 'arabic', true],
    ['بغيت أتاي', 'arabic', false],
  ] as const)('%s (%s) -> %s', (text, kind, expected) => expect(asks(text, kind)).toBe(expected));

  // Written with the rows above, then held out while the fix was written: 24 of 44 were read wrong before, none after.
  it.each([
    ['Do you take cards', 'text', true],
    ['Are you free', 'text', true],
    ['Hello, is there a pharmacy near here', 'text', true],
    ['Will you wait for me', 'text', true],
    ['For how much', 'text', true],
    ['Should I tip the driver', 'text', true],
    ['Keep the change', 'text', false],
    ['Give me a good price', 'text', false],
    ['Combien pour aller à l’aéroport', 'text', true],
    ['Bonjour, où sont les toilettes', 'text', true],
    ['Parlez-vous anglais', 'text', true],
    ['Acceptez-vous la carte', 'text', true],
    ['Peut-on payer par carte', 'text', true],
    ['Le musée ferme quand', 'text', true],
    ['Pour combien de personnes', 'text', true],
    ['Asseyez-vous', 'text', false],
    ['Gardez la monnaie', 'text', false],
    ['Hola, cuánto cuesta', 'text', true],
    ['De dónde es usted', 'text', true],
    ['Qué significa esto', 'text', true],
    ['Cómo se dice gracias', 'text', true],
    ['Podría llamar un taxi', 'text', true],
    ['Hasta cuándo está abierto', 'text', true],
    ['Qué bonito', 'text', false],
    ['Quiero ir al aeropuerto', 'text', false],
    ['Sind Sie frei', 'text', true],
    ['Hallo, wie viel kostet das', 'text', true],
    ['Bis wann ist das Museum offen', 'text', true],
    ['Haben Sie ein Zimmer frei', 'text', true],
    ['Dürfen wir hier rauchen', 'text', true],
    ['Nehmen Sie mich mit', 'text', false],
    ['Fahren Sie bitte langsamer', 'text', false],
    ['wach 3ndek l-ma', 'darija', true],
    ['salam, fin kayna l-medina', 'darija', true],
    ['chhal hadi', 'darija', true],
    ['l-bank fin', 'darija', true],
    ['chnou smitek', 'darija', true],
    ['imta kayt7al l-mat7af', 'darija', true],
    ['khlli s-sarf', 'darija', false],
    ['ddini l lagar', 'darija', false],
    ['شحال هادي', 'arabic', true],
    ['سلام واش كاين الما', 'arabic', true],
    ['البنكة فين', 'arabic', true],
    ['خلي الصرف', 'arabic', false],
  ] as const)('held out: %s (%s) -> %s', (text, kind, expected) => expect(asks(text, kind)).toBe(expected));
});

describe('withoutArticles', () => {
  it.each([
    ['un taxi', 'es', 'taxi'],
    ['the menu', 'en', 'menu'],
    ['die apotheke', 'de', 'apotheke'],
    ['la cuenta', 'es', 'cuenta'],
    ['taxi', 'en', 'taxi'],
    ['the bus station', 'en', 'bus station'],
    ['call the police', 'en', 'call police'],
    ['wo ist eine apotheke', 'de', 'wo ist apotheke'],
    // Spanish and French "a" is "to", not the English article.
    ['a la derecha', 'es', 'a derecha'],
    ['la', 'es', 'la'],
  ] as const)('%s (%s) -> %s', (key, language, expected) =>
    expect(withoutArticles(key, language)).toBe(expected),
  );
});

describe('withoutCourtesy and a greeting first', () => {
  it.each([
    ['excuse me where is the train station', 'text', 'where is the train station'],
    ['bonjour monsieur ou sont les toilettes', 'text', 'ou sont les toilettes'],
    ['entschuldigung wo ist der bahnhof bitte', 'text', 'wo ist der bahnhof'],
    ['bonjour madame', 'text', 'bonjour madame'],
    [
      normaliseDarijaLatin('salam 3alaykum, fin kayna lagar'),
      'darija',
      normaliseDarijaLatin('fin kayna lagar'),
    ],
    [normaliseArabic('السلام عليكم فين كاين الطاكسي'), 'arabic', normaliseArabic('فين كاين الطاكسي')],
  ] as const)('%s (%s) -> %s', (key, kind, expected) => expect(withoutCourtesy(key, kind)).toBe(expected));
});

describe('replacesWord', () => {
  it.each([
    ['je suis allergique au lait', 'je suis allergique aux cacahuetes', 'fr', true],
    ['ich bin allergisch gegen eier', 'ich bin allergisch gegen erdnusse', 'de', true],
    ['soy alergico al huevo', 'soy alergico a los cacahuetes', 'es', true],
    ['combien pour aller a la gare', 'cest combien pour la gare', 'fr', false],
    ['where are the toilets', 'where is the toilet', 'en', false],
    ['je suis vegetarienne', 'je suis vegetarien', 'fr', false],
    ['dinero', 'dinero', 'es', false],
    // A number is a word whatever its length, and only the same number is the same word.
    ['do you have change for 200 dirhams', 'do you have change for 100 dirhams', 'en', true],
    ['the meter says 25 dirhams', 'the meter says 15 dirhams', 'en', true],
    ['je vous donne 30 dirhams', 'je vous donne 30 dirhams', 'fr', false],
    // Words of three letters carry meaning too; the ones that frame a phrase do not count.
    ['do you have tea', 'do you have a bag', 'en', true],
    ['i have pain in my back', 'i have pain in my arm', 'en', true],
    ['wo ist der bus', 'wo ist das klo', 'de', true],
    ['i am allergic to eggs', 'i am allergic to egg', 'en', false],
    ['wo ist die toilette', 'wo ist der toilette', 'de', false],
    ['avez vous du the', 'vous avez du the', 'fr', false],
    // French "thé" is written "the": a word in French, not in English.
    ['un the a la menthe', 'un cafe a la menthe', 'fr', true],
    ['the menu', 'the bill', 'en', true],
  ] as const)('%s / %s (%s) -> %s', (a, b, language, expected) =>
    expect(replacesWord(a, b, language)).toBe(expected),
  );
});

// Written before the rule, in the four languages: the persons a visitor's verb can have differ, or may not.
describe('differsInPerson', () => {
  it.each([
    ['donde estoy', 'donde esta', 'es', true],
    ['soy alergico', 'es alergico', 'es', true],
    ['puedo pagar con tarjeta', 'puede pagar con tarjeta', 'es', true],
    ['tengo una reserva', 'tiene una reserva', 'es', true],
    ['ou suis je', 'ou est', 'fr', true],
    ['je vais a la gare', 'il va a la gare', 'fr', true],
    ['jai une reservation', 'vous avez une reservation', 'fr', true],
    ['wo bin ich', 'wo ist', 'de', true],
    ['ich habe reserviert', 'hat er reserviert', 'de', true],
    ['where am i', 'where is', 'en', true],
    ['im lost', 'hes lost', 'en', true],
    // The same person, a form that says none ("are", "sind"), or no verb in common.
    ['donde esta el bano', 'donde esta', 'es', false],
    ['donde estas', 'donde esta', 'es', false],
    ['estoy perdido', 'tengo hambre', 'es', false],
    ['ou est la gare', 'ou est', 'fr', false],
    ['est ce que je peux payer', 'puis je payer', 'fr', false],
    ['je veux un the', 'tu veux un the', 'fr', false],
    ['wo sind die toiletten', 'wo ist die toilette', 'de', false],
    ['kann ich mit karte zahlen', 'kann er mit karte zahlen', 'de', false],
    ['where are the toilets', 'where is the toilet', 'en', false],
    ['where is the station', 'where is', 'en', false],
  ] as const)('%s / %s (%s) -> %s', (a, b, language, expected) => {
    expect(differsInPerson(a, b, language)).toBe(expected);
    expect(differsInPerson(b, a, language)).toBe(expected);
  });
});

describe('askedToHave', () => {
  it.each([
    ['do you have water', 'water'],
    ['have you got some water', 'some water'],
    ['tiene agua', 'agua'],
    ['tienen la carta', 'la carta'],
    ['avez vous de leau', 'de leau'],
    ['vous avez du pain', 'du pain'],
    ['est ce que vous avez de leau', 'de leau'],
    ['haben sie wasser', 'wasser'],
    ['hast du wasser', 'wasser'],
    ['haben sie noch ein zimmer frei', 'ein zimmer frei'],
    ['i have water', null],
    ['tengo agua', null],
    ['do you have', null],
    ['wo haben sie das gekauft', null],
  ])('%s -> %s', (key, expected) => expect(askedToHave(key)).toBe(expected));
});

describe('saysPlease', () => {
  it.each([
    ['water please', true],
    ['agua por favor', true],
    ['de leau sil vous plait', true],
    ['wasser bitte', true],
    ['water', false],
    ['where is the station', false],
  ])('%s -> %s', (key, expected) => expect(saysPlease(key)).toBe(expected));
});
