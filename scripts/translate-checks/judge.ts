// How the screen shows one check's answer (`typedAnswer`) and what it counts as: right (the phrase meant, or an
// answer that is no phrasebook phrase judged right by a person, `JUDGED`), refused (apart: refusals that suggest
// the phrase meant), wrong (another phrase shown as the translation, or an answer judged wrong), unjudged.
import { typedAnswer } from '@mizan/domain/translate/typed-answer';
import type { TranslationDirection, TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { PHRASEBOOK_MEMORY } from '@mizan/data/translation-memory';
import type { PriceCheck } from './darija-prices';
import { PRICE_JUDGED } from './darija-prices';
import { JUDGED } from './tourist-typing';
import type { TranslateCheck } from './tourist-typing';

export type Verdict = 'right' | 'refused' | 'refused, suggests the phrase meant' | 'wrong' | 'unjudged';

const darijaOf = (id: string) => PHRASEBOOK_MEMORY.find((entry) => entry.id === id)?.darija;

/** The screen's answer to one check, and what it counts as. */
export function judge(
  translator: TranslationMemory,
  check: TranslateCheck,
): { verdict: Verdict; shown: string } {
  const direction = (
    check.from === 'darija' ? { from: 'darija', to: 'en' } : { from: check.from, to: 'darija' }
  ) as TranslationDirection;
  const outcome = translator.translate(check.text, direction);
  const answer = typedAnswer(outcome, check.text, direction, darijaOf);
  if (answer.kind === 'refused') {
    const suggested = outcome.translation?.matched?.id;
    // The suggestion as the card offers it, with what it means when it is Darija.
    const offered = answer.closest
      ? `(${answer.closest}${answer.closestMeaning ? ` = “${answer.closestMeaning}”` : ''})`
      : '';
    return suggested && check.meant.includes(suggested)
      ? { verdict: 'refused, suggests the phrase meant', shown: offered }
      : { verdict: 'refused', shown: offered };
  }
  const id = outcome.translation?.matched?.id;
  const shown = `${answer.translation} [${answer.match} ${Math.round(answer.confidence * 100)} %${id ? ` ${id}` : ''}]`;
  const judged = JUDGED[check.text]?.[answer.translation];
  // A price read from Darija is the amount with the phrase for the other words: a person judges the whole.
  if (answer.amount)
    return { verdict: judged === undefined ? 'unjudged' : judged ? 'right' : 'wrong', shown };
  if (id && check.meant.includes(id)) return { verdict: 'right', shown };
  if (id && !id.startsWith('doda') && answer.match !== 'composed') return { verdict: 'wrong', shown };
  return { verdict: judged === undefined ? 'unjudged' : judged ? 'right' : 'wrong', shown };
}

export const VERDICTS: readonly Verdict[] = [
  'right',
  'refused',
  'refused, suggests the phrase meant',
  'wrong',
  'unjudged',
];

export type PriceVerdict =
  'right' | 'right, the other words named as not understood' | 'refused' | 'wrong' | 'unjudged';

export const PRICE_VERDICTS: readonly PriceVerdict[] = [
  'right',
  'right, the other words named as not understood',
  'refused',
  'wrong',
  'unjudged',
];

/**
 * The screen's answer to a price said in Darija (darija-prices.ts), into English, and what it counts as: right (the
 * amount and unit said, and the other words translated by a phrase that says them, or a phrase that says the
 * whole text), right with the other words named as not understood, refused, wrong (another amount or unit, the
 * amount left out, or the other words as another phrase). Answers that are no phrasebook phrase are looked up in
 * `PRICE_JUDGED`, judged by a person from the answer shown.
 */
export function judgePrice(
  translator: TranslationMemory,
  check: PriceCheck,
): { verdict: PriceVerdict; shown: string } {
  const direction = { from: 'darija', to: 'en' } as const;
  const outcome = translator.translate(check.text, direction);
  const answer = typedAnswer(outcome, check.text, direction, darijaOf);
  if (answer.kind === 'refused')
    return { verdict: 'refused', shown: answer.closest ? `(${answer.closest})` : '' };
  const id = outcome.translation?.matched?.id;
  const shown = `${answer.translation} [${answer.match} ${Math.round(answer.confidence * 100)} %${id ? ` ${id}` : ''}]${answer.amount?.unknown ? ` not understood: ${answer.amount.unknown}` : ''}`;
  const judged = () => {
    const verdict = PRICE_JUDGED[check.text]?.[answer.translation];
    return { verdict: verdict === undefined ? 'unjudged' : verdict ? 'right' : 'wrong', shown } as const;
  };
  if (!answer.amount) {
    if (id && check.whole?.includes(id)) return { verdict: 'right', shown };
    return id && !id.startsWith('doda') && answer.match !== 'composed'
      ? { verdict: 'wrong', shown }
      : judged();
  }
  if (answer.amount.value !== check.value || answer.amount.unit !== check.unit)
    return { verdict: 'wrong', shown };
  if (answer.amount.unknown) return { verdict: 'right, the other words named as not understood', shown };
  if (check.rest === null || (id && check.rest.includes(id))) return { verdict: 'right', shown };
  return id && !id.startsWith('doda') && answer.match !== 'composed' ? { verdict: 'wrong', shown } : judged();
}
