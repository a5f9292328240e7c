// Bare words: what a tourist types when they type one word ("Taxi", "WC", "pharmacie", "agua", "Krankenhaus"), in
// the four interface languages and from Darija. Each answer must be the word's Darija, the phrase the word
// obviously stands for (the toilets' "Where are the toilets?", the bill's "The bill, please"), or a refusal, or
// shown as unsure: never another phrase shown as a translation. A word neither the phrasebook nor DODa has ("Ticket")
// can only be refused.
//
// Written before the words were added (ADR 015, round 9), in two halves: the even rows were tuned on; the odd rows
// were held out until the fix was measured on them (see the ADR for the figures before and after).
import { describe, expect, it } from 'vitest';
import type { TranslationDirection, TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { typedAnswer } from '@mizan/domain/translate/typed-answer';
import { createEmbeddedTranslator } from './doda/translator';
import { DODA_WORDS } from './doda/words';
import { createPhrasebookTranslator, PHRASEBOOK_MEMORY } from './translation-memory';

type Row = readonly [text: string, from: TranslationDirection['from'], to: TranslationDirection['to'], meant: readonly string[]];

const TAXI = ['word:taxi'];
const TOILETS = ['directions:where-are-the-toilets', 'doda:toilet'];
const WATER = ['food:water-please'];
const BILL = ['food:bring-the-bill'];
const HOTEL = ['word:hotel', 'doda:hotel'];
const PHARMACY = ['word:pharmacy', 'health:pharmacy-nearby', 'doda:pharmacy'];
const POLICE = ['word:police', 'emergency:call-the-police', 'doda:police'];
const HOSPITAL = ['word:hospital', 'emergency:take-me-to-the-hospital', 'doda:hospital'];
const BREAD = ['word:bread', 'food:some-bread', 'doda:bread'];
const HOW_MUCH = ['money:how-much', 'numbers:how-many'];
const DOCTOR = ['word:doctor', 'health:i-need-a-doctor', 'doda:doctor'];
const AIRPORT = ['word:airport', 'taxi:to-the-airport', 'doda:airport'];
const TRAIN_STATION = ['word:train-station', 'taxi:to-the-train-station'];
const BUS_STATION = ['word:bus-station', 'taxi:to-the-bus-station'];
const MEDINA = ['word:medina', 'taxi:to-the-medina'];
const TEA = ['word:tea', 'food:mint-tea', 'doda:tea'];
const COFFEE = ['word:coffee', 'doda:coffee'];
const MONEY = ['word:money', 'doda:money'];
const KEY = ['word:key', 'doda:key'];
const PASSPORT = ['word:passport'];
const LEFT = ['word:left', 'directions:turn-left', 'doda:left'];
const RIGHT = ['word:right', 'directions:turn-right'];
const STRAIGHT = ['directions:go-straight'];
const HELP = ['emergency:help'];
const MENU = ['food:the-menu-please'];
// `doda:<english>`: a row of DODa's vocabulary with that English meaning (the server's translator knows them).
// Nothing in the phrasebook or DODa says these: a refusal, or an answer shown as unsure.
const UNKNOWN: readonly string[] = [];

export const WORD_ROWS: readonly Row[] = [
  ['Taxi', 'en', 'darija', TAXI],
  ['Taxi', 'de', 'darija', TAXI],
  ['taxi', 'fr', 'darija', TAXI],
  ['Taxi', 'es', 'darija', TAXI],
  ['un taxi', 'fr', 'darija', TAXI],
  ['Taxi?', 'de', 'darija', TAXI],
  ['WC', 'de', 'darija', TOILETS],
  ['WC', 'fr', 'darija', TOILETS],
  ['Toilette', 'de', 'darija', TOILETS],
  ['toilettes', 'fr', 'darija', TOILETS],
  ['baño', 'es', 'darija', TOILETS],
  ['Toilet', 'en', 'darija', TOILETS],
  ['Wasser', 'de', 'darija', WATER],
  ['agua', 'es', 'darija', WATER],
  ['eau', 'fr', 'darija', WATER],
  ['water', 'en', 'darija', WATER],
  ['l’addition', 'fr', 'darija', BILL],
  ['la cuenta', 'es', 'darija', BILL],
  ['Rechnung', 'de', 'darija', BILL],
  ['bill', 'en', 'darija', BILL],
  ['hotel', 'en', 'darija', HOTEL],
  ['Hôtel', 'fr', 'darija', HOTEL],
  ['hotel', 'es', 'darija', HOTEL],
  ['Hotel', 'de', 'darija', HOTEL],
  ['pharmacie', 'fr', 'darija', PHARMACY],
  ['farmacia', 'es', 'darija', PHARMACY],
  ['Apotheke', 'de', 'darija', PHARMACY],
  ['pharmacy', 'en', 'darija', PHARMACY],
  ['police', 'fr', 'darija', POLICE],
  ['Polizei', 'de', 'darija', POLICE],
  ['policía', 'es', 'darija', POLICE],
  ['Police', 'en', 'darija', POLICE],
  ['hospital', 'en', 'darija', HOSPITAL],
  ['hospital', 'es', 'darija', HOSPITAL],
  ['hôpital', 'fr', 'darija', HOSPITAL],
  ['Krankenhaus', 'de', 'darija', HOSPITAL],
  ['bread', 'en', 'darija', BREAD],
  ['pain', 'fr', 'darija', BREAD],
  ['pan', 'es', 'darija', BREAD],
  ['Brot', 'de', 'darija', BREAD],
  ['how much', 'en', 'darija', HOW_MUCH],
  ['combien', 'fr', 'darija', HOW_MUCH],
  ['cuánto', 'es', 'darija', HOW_MUCH],
  ['wie viel', 'de', 'darija', HOW_MUCH],
  ['doctor', 'en', 'darija', DOCTOR],
  ['médecin', 'fr', 'darija', DOCTOR],
  ['médico', 'es', 'darija', DOCTOR],
  ['Arzt', 'de', 'darija', DOCTOR],
  ['airport', 'en', 'darija', AIRPORT],
  ['aéroport', 'fr', 'darija', AIRPORT],
  ['aeropuerto', 'es', 'darija', AIRPORT],
  ['Flughafen', 'de', 'darija', AIRPORT],
  ['train station', 'en', 'darija', TRAIN_STATION],
  ['gare', 'fr', 'darija', TRAIN_STATION],
  ['estación de tren', 'es', 'darija', TRAIN_STATION],
  ['Bahnhof', 'de', 'darija', TRAIN_STATION],
  ['bus station', 'en', 'darija', BUS_STATION],
  ['gare routière', 'fr', 'darija', BUS_STATION],
  ['estación de autobuses', 'es', 'darija', BUS_STATION],
  ['Busbahnhof', 'de', 'darija', BUS_STATION],
  ['medina', 'en', 'darija', MEDINA],
  ['médina', 'fr', 'darija', MEDINA],
  ['Medina', 'es', 'darija', MEDINA],
  ['Altstadt', 'de', 'darija', MEDINA],
  ['tea', 'en', 'darija', TEA],
  ['thé', 'fr', 'darija', TEA],
  ['té', 'es', 'darija', TEA],
  ['Tee', 'de', 'darija', TEA],
  ['coffee', 'en', 'darija', COFFEE],
  ['café', 'fr', 'darija', COFFEE],
  ['café', 'es', 'darija', COFFEE],
  ['Kaffee', 'de', 'darija', COFFEE],
  ['money', 'en', 'darija', MONEY],
  ['argent', 'fr', 'darija', MONEY],
  ['dinero', 'es', 'darija', MONEY],
  ['Geld', 'de', 'darija', MONEY],
  ['key', 'en', 'darija', KEY],
  ['clé', 'fr', 'darija', KEY],
  ['llave', 'es', 'darija', KEY],
  ['Schlüssel', 'de', 'darija', KEY],
  ['passport', 'en', 'darija', PASSPORT],
  ['passeport', 'fr', 'darija', PASSPORT],
  ['pasaporte', 'es', 'darija', PASSPORT],
  ['Reisepass', 'de', 'darija', PASSPORT],
  ['left', 'en', 'darija', LEFT],
  ['à gauche', 'fr', 'darija', LEFT],
  ['izquierda', 'es', 'darija', LEFT],
  ['links', 'de', 'darija', LEFT],
  ['right', 'en', 'darija', RIGHT],
  ['à droite', 'fr', 'darija', RIGHT],
  ['derecha', 'es', 'darija', RIGHT],
  ['rechts', 'de', 'darija', RIGHT],
  ['straight on', 'en', 'darija', STRAIGHT],
  ['tout droit', 'fr', 'darija', STRAIGHT],
  ['recto', 'es', 'darija', STRAIGHT],
  ['geradeaus', 'de', 'darija', STRAIGHT],
  ['help', 'en', 'darija', HELP],
  ['au secours', 'fr', 'darija', HELP],
  ['socorro', 'es', 'darija', HELP],
  ['Hilfe!', 'de', 'darija', HELP],
  ['menu', 'en', 'darija', MENU],
  ['la carte', 'fr', 'darija', MENU],
  ['la carta', 'es', 'darija', MENU],
  ['Speisekarte', 'de', 'darija', MENU],
  ['ticket', 'en', 'darija', UNKNOWN],
  ['billet', 'fr', 'darija', UNKNOWN],
  ['billete', 'es', 'darija', UNKNOWN],
  ['Fahrkarte', 'de', 'darija', UNKNOWN],
  ['Sonnencreme', 'de', 'darija', UNKNOWN],
  ['crème solaire', 'fr', 'darija', UNKNOWN],
  // From Darija, a word as Moroccans write it, into each language.
  ['taxi', 'darija', 'de', TAXI],
  ['sbitar', 'darija', 'fr', HOSPITAL],
  ['lagar', 'darija', 'es', [...TRAIN_STATION, 'directions:where-is-the-train-station']],
  ['tbib', 'darija', 'en', DOCTOR],
  ['l-bulis', 'darija', 'de', POLICE],
  ['atay', 'darija', 'fr', TEA],
  ['l-flus', 'darija', 'es', MONEY],
  ['الخبز', 'darija', 'de', BREAD],
];

const TRANSLATORS: readonly (readonly [string, () => TranslationMemory])[] = [
  ['the phone’s phrasebook', createPhrasebookTranslator],
  ['the server’s phrasebook and DODa', createEmbeddedTranslator],
];

const darijaById = new Map(PHRASEBOOK_MEMORY.map((entry) => [entry.id, entry.darija]));

/** The matched entry as the rows name it: its id, or `doda:<english>` for a row of DODa's vocabulary. */
const meaningOf = (id: string | undefined): string | undefined => {
  const row = /^doda-word:(\d+)$/.exec(id ?? '');
  return row ? `doda:${DODA_WORDS[Number(row[1])]![0]}` : id;
};

describe.each(TRANSLATORS)('a bare word, through %s', (_, create) => {
  const translator = create();

  it.each(WORD_ROWS)('%s (%s -> %s): %j, or refused', (text, from, to, meant) => {
    const direction = { from, to } as TranslationDirection;
    const outcome = translator.translate(text, direction);
    const answer = typedAnswer(outcome, text, direction, (id) => darijaById.get(id));
    if (meant.length === 0) {
      // Shown as a translation, it would be another word's Darija.
      expect(answer.kind === 'refused' || answer.confidence < 0.5, JSON.stringify(answer)).toBe(true);
      return;
    }
    expect(answer.kind, JSON.stringify(answer)).toBe('translation');
    expect(meant).toContain(meaningOf(outcome.translation?.matched?.id));
  });
});
