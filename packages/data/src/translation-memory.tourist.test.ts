// A tourist's test set: what a visitor types in a taxi, a shop or a restaurant, worded as a visitor would (not as
// the phrasebook words it), in the four interface languages and from Darija as Moroccans write it. Each answer must
// be the phrase meant, or a refusal, or shown as unsure: never another phrase, nor pieces, shown as likely right.
import { describe, expect, it } from 'vitest';
import type { Language } from '@mizan/domain/text/language';
import type { TranslationDirection, TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { createEmbeddedTranslator } from './doda/translator';
import { createPhrasebookTranslator } from './translation-memory';

// Below this a shown confidence reads as "unsure" (under one in two).
const UNSURE = 0.5;

type Row = readonly [text: string, from: Language | 'darija', to: Language | 'darija', meant: string];

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
  ['Too expensive', 'en', 'darija', 'money:too-expensive'],
  ['Trop cher', 'fr', 'darija', 'money:too-expensive'],
  ['Zu teuer', 'de', 'darija', 'money:too-expensive'],
  ['Demasiado caro', 'es', 'darija', 'money:too-expensive'],
  ['Where is the bus station', 'en', 'darija', 'directions:where-is-the-bus-station'],
  ['Où est la gare', 'fr', 'darija', 'directions:where-is-the-train-station'],
  // Greetings, prices, help, food.
  ['Hello!', 'en', 'darija', 'greetings:hello'],
  ['Thank you', 'de', 'darija', 'greetings:thank-you'],
  ['Merci', 'fr', 'darija', 'greetings:thank-you'],
  ['How much is it?', 'en', 'darija', 'money:how-much'],
  ['¿Cuánto cuesta esto?', 'es', 'darija', 'money:how-much'],
  ['Help!', 'en', 'darija', 'emergency:help'],
  ['Hilfe', 'de', 'darija', 'emergency:help'],
  ['I am allergic to peanuts', 'en', 'darija', 'diet:allergic-to-peanuts'],
  ['Je suis végétarien', 'fr', 'darija', 'diet:im-vegetarian'],
  ['The bill please', 'en', 'darija', 'food:bring-the-bill'],
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
];

const TRANSLATORS: readonly (readonly [string, () => TranslationMemory])[] = [
  ['the phone’s phrasebook', createPhrasebookTranslator],
  ['the server’s phrasebook and DODa', createEmbeddedTranslator],
];

describe.each(TRANSLATORS)('a tourist’s phrases, through %s', (_, create) => {
  const translator = create();

  it.each(ROWS)('%s (%s -> %s): %s, refused or shown as unsure', (text, from, to, meant) => {
    const { translation } = translator.translate(text, { from, to } as TranslationDirection);
    if (translation && translation.matched?.id !== meant)
      expect(translation.confidence, `${translation.match} ${translation.text}`).toBeLessThan(UNSURE);
  });

  it('answers nearly all of them with the phrase meant', () => {
    const right = ROWS.filter(([text, from, to, meant]) => {
      const { translation } = translator.translate(text, { from, to } as TranslationDirection);
      return translation?.matched?.id === meant;
    });
    expect(ROWS.length - right.length).toBeLessThanOrEqual(2);
  });
});
