// A tourist's test set: what a visitor types in a taxi, a shop or a restaurant, worded as a visitor would (not as
// the phrasebook words it), in the four interface languages and from Darija as Moroccans write it. Each answer must
// be the phrase meant, or a refusal, or shown as unsure: never another phrase, nor pieces, shown as likely right.
// The screen shows a closest phrase under the memory's `closest` likeness as a suggestion, not a translation
// (typedAnswer), and a composed one with its calibrated confidence.
import { describe, expect, it } from 'vitest';
import type { Language } from '@mizan/domain/text/language';
import { normaliseText, replacesWord } from '@mizan/domain/translate/normalise';
import { DEFAULT_THRESHOLDS } from '@mizan/domain/translate/translation-memory';
import type {
  Translation,
  TranslationDirection,
  TranslationMemory,
} from '@mizan/domain/translate/translation-memory';
import { typedAnswer } from '@mizan/domain/translate/typed-answer';
import { createEmbeddedTranslator } from './doda/translator';
import { createPhrasebookTranslator, PHRASEBOOK_MEMORY } from './translation-memory';

// Below this a shown confidence reads as "unsure" (under one in two).
const UNSURE = 0.5;

/** Whether the screen shows this answer as a translation to trust (see the head of the file). */
const shownAsSure = (t: Translation) =>
  t.match === 'exact' ||
  (t.match === 'closest' ? t.confidence >= DEFAULT_THRESHOLDS.closest : t.confidence >= UNSURE);

/** The phrase meant: an id, or ids where either is right ("Le compteur": turn it on, or use it). */
type Row = readonly [
  text: string,
  from: Language | 'darija',
  to: Language | 'darija',
  meant: string | readonly string[],
];
const METER = ['taxi:turn-on-the-meter', 'taxi:use-the-meter'];

const ROWS: readonly Row[] = [
  // Taxi and transport.
  ['How much is it to the train station?', 'en', 'darija', 'taxi:how-much-to-the-train-station'],
  ['¿Cuánto es a la estación de tren?', 'es', 'darija', 'taxi:how-much-to-the-train-station'],
  ['Combien pour aller à la gare ?', 'fr', 'darija', 'taxi:how-much-to-the-train-station'],
  ['Wie viel kostet es zum Bahnhof?', 'de', 'darija', 'taxi:how-much-to-the-train-station'],
  ['How much is it to the airport?', 'en', 'darija', 'taxi:how-much-to-the-airport'],
  ['Combien pour l’aéroport ?', 'fr', 'darija', 'taxi:how-much-to-the-airport'],
  ['How much to the bus station?', 'en', 'darija', 'taxi:how-much-to-the-bus-station'],
  ['To the airport', 'en', 'darija', 'taxi:to-the-airport'],
  ['Al aeropuerto', 'es', 'darija', 'taxi:to-the-airport'],
  ['Zum Bahnhof', 'de', 'darija', 'taxi:to-the-train-station'],
  ['Stop here please', 'en', 'darija', 'taxi:stop-here'],
  ['Arrêtez ici', 'fr', 'darija', 'taxi:stop-here'],
  ['Turn on the meter', 'en', 'darija', 'taxi:turn-on-the-meter'],
  ['Ponga el taxímetro', 'es', 'darija', 'taxi:turn-on-the-meter'],
  ['Use the meter', 'en', 'darija', METER],
  ['Taxameter bitte', 'de', 'darija', METER],
  ['Le compteur', 'fr', 'darija', METER],
  ['Con taxímetro', 'es', 'darija', METER],
  ['Without the meter', 'en', 'darija', 'taxi:without-the-meter'],
  ['Zum Flughafen', 'de', 'darija', 'taxi:to-the-airport'],
  ['Zur Medina bitte', 'de', 'darija', 'taxi:to-the-medina'],
  ['À la gare routière', 'fr', 'darija', 'taxi:to-the-bus-station'],
  ['Pare aquí', 'es', 'darija', 'taxi:stop-here'],
  ['Halten Sie hier', 'de', 'darija', 'taxi:stop-here'],
  // DODa’s row 959 is “that’s too expensive”: hadchi ghali bzzaf.
  ['That is too expensive', 'en', 'darija', ['money:too-expensive', 'doda:959']],
  ['Too expensive', 'en', 'darija', 'money:too-expensive'],
  ['Trop cher', 'fr', 'darija', 'money:too-expensive'],
  ['Zu teuer', 'de', 'darija', 'money:too-expensive'],
  ['Demasiado caro', 'es', 'darija', 'money:too-expensive'],
  ['Where is the bus station', 'en', 'darija', 'directions:where-is-the-bus-station'],
  ['Où est la gare', 'fr', 'darija', 'directions:where-is-the-train-station'],
  // Greetings, prices, help, food.
  ['Hello!', 'en', 'darija', 'greetings:hello'],
  ['Thank you', 'en', 'darija', 'greetings:thank-you'],
  ['Danke', 'de', 'darija', 'greetings:thank-you'],
  ['Merci', 'fr', 'darija', 'greetings:thank-you'],
  ['How much is it?', 'en', 'darija', 'money:how-much'],
  ['¿Cuánto cuesta esto?', 'es', 'darija', 'money:how-much'],
  ['Help!', 'en', 'darija', 'emergency:help'],
  ['Hilfe', 'de', 'darija', 'emergency:help'],
  ['I am allergic to peanuts', 'en', 'darija', 'diet:allergic-to-peanuts'],
  ['Je suis végétarien', 'fr', 'darija', 'diet:im-vegetarian'],
  ['The bill please', 'en', 'darija', 'food:bring-the-bill'],
  ['La cuenta por favor', 'es', 'darija', 'food:bring-the-bill'],
  ['L’addition s’il vous plaît', 'fr', 'darija', 'food:bring-the-bill'],
  ['No meat please', 'en', 'darija', 'diet:without-meat'],
  ['Soy alérgico a los frutos secos', 'es', 'darija', 'diet:allergic-to-nuts'],
  ['Je suis allergique aux arachides', 'fr', 'darija', 'diet:allergic-to-peanuts'],
  ['Ich bin allergisch gegen Nüsse', 'de', 'darija', 'diet:allergic-to-nuts'],
  ['Turn left', 'en', 'darija', 'directions:turn-left'],
  ['A la derecha', 'es', 'darija', 'directions:turn-right'],
  ['Tout droit', 'fr', 'darija', 'directions:go-straight'],
  ['Wo ist die Toilette?', 'de', 'darija', 'directions:where-are-the-toilets'],
  ['Call the police', 'en', 'darija', 'emergency:call-the-police'],
  // From Darija, into each language.
  ['salam', 'darija', 'en', 'greetings:hi'],
  ['salam', 'darija', 'es', 'greetings:hi'],
  ['salam', 'darija', 'fr', 'greetings:hi'],
  ['salam', 'darija', 'de', 'greetings:hi'],
  ['سلام', 'darija', 'es', 'greetings:hi'],
  ['salam 3alikom', 'darija', 'fr', 'greetings:hello'],
  ['shokran', 'darija', 'de', 'greetings:thank-you'],
  ['bshhal', 'darija', 'es', 'money:how-much'],
  ['بشحال؟', 'darija', 'fr', 'money:how-much'],
  ['ghali bzaf', 'darija', 'de', 'money:too-expensive'],
  ['w9ef hna', 'darija', 'es', 'taxi:stop-here'],
  ['bsh7al l lagar', 'darija', 'en', 'taxi:how-much-to-the-train-station'],
  ['lhamdulillah', 'darija', 'de', 'greetings:thank-god'],
  ['lla shokran', 'darija', 'en', 'greetings:no-thank-you'],
  ['3afak', 'darija', 'fr', 'greetings:please'],
  ['fin kayna lagar', 'darija', 'de', 'directions:where-is-the-train-station'],
  ['beslama', 'darija', 'de', 'greetings:goodbye'],
  ['ma fhemtsh', 'darija', 'de', 'greetings:i-dont-understand'],
  ['khddem l-compteur', 'darija', 'fr', 'taxi:turn-on-the-meter'],
  ['bel compteur', 'darija', 'en', 'taxi:use-the-meter'],
  ['شكرا', 'darija', 'es', 'greetings:thank-you'],
  ['وقف هنا', 'darija', 'de', 'taxi:stop-here'],
  // Round 8: a request is not the question it resembles, and short everyday phrases in their other wordings.
  ['Allumez le compteur', 'fr', 'darija', 'taxi:turn-on-the-meter'],
  ['Es muy caro', 'es', 'darija', 'money:too-expensive'],
  ['Guten Tag', 'de', 'darija', 'greetings:hello'],
  ['Ayuda', 'es', 'darija', 'emergency:help'],
  ['Quiero una pizza con piña', 'es', 'darija', 'food:a-tagine'],
  // Round 9: questions typed without a question mark, after a greeting or with the verb first.
  ['Excuse me where is the train station', 'en', 'darija', 'directions:where-is-the-train-station'],
  ['Entschuldigung, wo ist der Bahnhof', 'de', 'darija', 'directions:where-is-the-train-station'],
  ['Bonjour, où sont les toilettes', 'fr', 'darija', 'directions:where-are-the-toilets'],
  ['Hola, cuánto cuesta', 'es', 'darija', 'money:how-much'],
  ['Y a-t-il une pharmacie près d’ici', 'fr', 'darija', 'health:pharmacy-nearby'],
  ['Avez-vous une chambre libre', 'fr', 'darija', 'hotel:free-room'],
  ['sme7 liya fin kayna lagar', 'darija', 'de', 'directions:where-is-the-train-station'],
  // Round 10: "do you have…?" for what the phrasebook words as a request.
  ['Haben Sie Wasser', 'de', 'darija', 'food:water-please'],
  ['Tiene agua', 'es', 'darija', 'food:water-please'],
  ['Avez-vous de l’eau', 'fr', 'darija', 'food:water-please'],
  ['Do you have water', 'en', 'darija', 'food:water-please'],
  ['¿Tienen la carta?', 'es', 'darija', 'food:the-menu-please'],
  ['Avez-vous du pain ?', 'fr', 'darija', 'food:some-bread'],
];

// Round 8's check rows, written before its fixes, in two halves: the even rows were tuned on (other wordings
// added for their misses); the odd rows were held out until the fixes were measured on them (phone: 9 right, 8
// refused, 8 other answers at 50 % or more before; 15, 6, 3 after), then their wordings were added too.
const CHECK_ROWS: readonly Row[] = [
  ['Good afternoon', 'en', 'darija', 'greetings:good-evening'],
  ['Hey there', 'en', 'darija', ['greetings:hi', 'greetings:hello']],
  ['Thanks a lot', 'en', 'darija', 'greetings:thank-you-very-much'],
  ['Sorry', 'en', 'darija', 'greetings:excuse-me-sorry'],
  ['Bye', 'en', 'darija', 'greetings:goodbye'],
  ['It’s very expensive', 'en', 'darija', 'money:too-expensive'],
  ['Can you help me?', 'en', 'darija', 'emergency:please-help-me'],
  ['Where is the toilet?', 'en', 'darija', ['directions:where-are-the-toilets', 'doda:5090']],
  ['Check please', 'en', 'darija', 'food:bring-the-bill'],
  ['Put the meter on', 'en', 'darija', 'taxi:turn-on-the-meter'],
  ['Is the meter running?', 'en', 'darija', 'taxi:is-the-meter-on'],
  ['Buenas tardes', 'es', 'darija', 'greetings:good-evening'],
  ['Muchas gracias', 'es', 'darija', 'greetings:thank-you-very-much'],
  ['Lo siento', 'es', 'darija', 'greetings:excuse-me-sorry'],
  ['Adiós', 'es', 'darija', 'greetings:goodbye'],
  ['Hasta luego', 'es', 'darija', 'greetings:see-you-later'],
  ['Qué caro', 'es', 'darija', 'money:too-expensive'],
  ['Es demasiado', 'es', 'darija', 'money:its-too-much-for-me'],
  ['¡Ayúdeme!', 'es', 'darija', ['emergency:please-help-me', 'emergency:help']],
  ['Necesito ayuda', 'es', 'darija', ['emergency:please-help-me', 'emergency:help']],
  ['¿Dónde está el baño?', 'es', 'darija', 'directions:where-are-the-toilets'],
  ['¿Cuánto vale?', 'es', 'darija', 'money:how-much'],
  ['Encienda el taxímetro', 'es', 'darija', 'taxi:turn-on-the-meter'],
  ['¿Funciona el taxímetro?', 'es', 'darija', 'taxi:is-the-meter-on'],
  ['Bonsoir', 'fr', 'darija', 'greetings:good-evening'],
  ['Salut', 'fr', 'darija', ['greetings:hi', 'greetings:hello']],
  ['Merci bien', 'fr', 'darija', ['greetings:thank-you', 'greetings:thank-you-very-much']],
  ['Désolé', 'fr', 'darija', 'greetings:excuse-me-sorry'],
  ['À bientôt', 'fr', 'darija', 'greetings:see-you-later'],
  ['C’est cher', 'fr', 'darija', 'money:too-expensive'],
  ['Aidez-moi', 'fr', 'darija', 'emergency:please-help-me'],
  ['À l’aide', 'fr', 'darija', ['emergency:help', 'emergency:please-help-me']],
  ['Où sont les WC ?', 'fr', 'darija', 'directions:where-are-the-toilets'],
  ['Ça coûte combien ?', 'fr', 'darija', 'money:how-much'],
  ['Mettez le compteur', 'fr', 'darija', 'taxi:turn-on-the-meter'],
  ['Le compteur marche ?', 'fr', 'darija', 'taxi:is-the-meter-on'],
  ['Guten Abend', 'de', 'darija', 'greetings:good-evening'],
  ['Servus', 'de', 'darija', ['greetings:hi', 'greetings:hello']],
  ['Danke schön', 'de', 'darija', ['greetings:thank-you', 'greetings:thank-you-very-much']],
  ['Tschüss', 'de', 'darija', 'greetings:goodbye'],
  ['Es tut mir leid', 'de', 'darija', 'greetings:excuse-me-sorry'],
  ['Das ist teuer', 'de', 'darija', 'money:too-expensive'],
  ['Zu viel', 'de', 'darija', 'money:its-too-much-for-me'],
  ['Helfen Sie mir', 'de', 'darija', 'emergency:please-help-me'],
  ['Wo ist das Klo?', 'de', 'darija', 'directions:where-are-the-toilets'],
  ['Was kostet das?', 'de', 'darija', 'money:how-much'],
  ['Machen Sie das Taxameter an', 'de', 'darija', 'taxi:turn-on-the-meter'],
  ['Ist das Taxameter an?', 'de', 'darija', 'taxi:is-the-meter-on'],
  ['Ich bin Vegetarierin', 'de', 'darija', 'diet:im-vegetarian'],
  ['Sin carne', 'es', 'darija', 'diet:without-meat'],
];

// Per translator, the rows refused or given something else at under 50 %: known gaps, listed so a new one is seen.
// The server pieces "No meat please" together ("la l7em 3afak", right, shown at 35 %) rather than give the
// phrasebook's "bla l7em 3afak" at 63 %.
const TRANSLATORS: readonly (readonly [string, () => TranslationMemory, readonly string[]])[] = [
  ['the phone’s phrasebook', createPhrasebookTranslator, ['Quiero una pizza con piña']],
  ['the server’s phrasebook and DODa', createEmbeddedTranslator, ['No meat please', 'Quiero una pizza con piña']],
];

const isMeant = (id: string | undefined, meant: Row[3]) =>
  id !== undefined && (typeof meant === 'string' ? id === meant : meant.includes(id));

describe.each(TRANSLATORS)('a tourist’s phrases, through %s', (_, create, knownMisses) => {
  const translator = create();
  const answer = ([text, from, to]: Row) => translator.translate(text, { from, to } as TranslationDirection);

  it.each([...ROWS, ...CHECK_ROWS])('%s (%s -> %s): %s, refused or shown as unsure', (...row) => {
    const { translation } = answer(row);
    if (translation && !isMeant(translation.matched?.id, row[3]))
      expect(shownAsSure(translation), `${translation.match} ${translation.confidence} ${translation.text}`).toBe(
        false,
      );
  });

  it('answers all of them with the phrase meant, but its known misses', () => {
    const missed = [...ROWS, ...CHECK_ROWS].filter(
      (row) => !isMeant(answer(row).translation?.matched?.id, row[3]),
    );
    expect(missed.map(([text]) => text)).toEqual(knownMisses);
  });
});

// Round 10: what the phrasebook does not say, though a phrase says nearly the same with another word in the place
// of one (an allergen, a sum, a body part) or in another person ("where am I", "where is…"). Each must be
// refused by the screen (typedAnswer), and a suggestion must not be a phrase with another word in place of one:
// a visitor in a hurry taps it. The server may piece an English text together from DODa (shown under 35 %).
const NOT_KNOWN: readonly (readonly [text: string, from: Language])[] = [
  ['Soy alérgico al huevo', 'es'],
  ['Soy alérgica a la leche', 'es'],
  ['Je suis allergique au lait', 'fr'],
  ['Je suis allergique aux œufs', 'fr'],
  ['Ich bin allergisch gegen Milch', 'de'],
  ['Ich bin allergisch gegen Eier', 'de'],
  ['I am allergic to eggs', 'en'],
  ['Do you have change for 200 dirhams', 'en'],
  ['The meter says 25 dirhams', 'en'],
  ['Je vous donne 50 dirhams', 'fr'],
  ['I have pain in my back', 'en'],
  ['Do you have tea?', 'en'],
  ['Dónde estoy', 'es'],
  ['Où suis-je', 'fr'],
  ['Wo bin ich', 'de'],
  ['Where am I', 'en'],
];

const darijaOf = (id: string) => PHRASEBOOK_MEMORY.find((entry) => entry.id === id)?.darija;

describe.each(TRANSLATORS)('what the phrasebook does not say, through %s', (_, create) => {
  const translator = create();
  // Round 11: the server pieced this together with "ro7" for "aspirin" (a look-alike word DODa has, another thing).
  it.each([['Allergic to aspirin'], ['I am allergic to aspirin']])('%s (en): refused, not pieced with another word', (text) => {
    const direction = { from: 'en', to: 'darija' } as const;
    const answer = typedAnswer(translator.translate(text, direction), text, direction, darijaOf);
    expect(answer.kind).toBe('refused');
  });
  it.each(NOT_KNOWN)('%s (%s): refused or pieced together, never another phrase', (text, from) => {
    const direction = { from, to: 'darija' } as const;
    const answer = typedAnswer(translator.translate(text, direction), text, direction, darijaOf);
    if (answer.kind === 'translation') {
      expect(answer.match).toBe('composed');
      expect(answer.confidence).toBeLessThan(UNSURE);
    } else if (answer.closest) {
      expect(replacesWord(normaliseText(text), normaliseText(answer.closest), from)).toBe(false);
    }
  });
});
