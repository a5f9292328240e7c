// How the screen shows one check's answer (`typedAnswer`) and what it counts as: right (the phrase meant, or an
// answer that is no phrasebook phrase judged right by a person, `JUDGED`), refused (apart: refusals that suggest
// the phrase meant), wrong (another phrase shown as the translation, or an answer judged wrong), unjudged.
import { typedAnswer } from '@mizan/domain/translate/typed-answer';
import type { TranslationDirection, TranslationMemory } from '@mizan/domain/translate/translation-memory';
import { PHRASEBOOK_MEMORY } from '@mizan/data/translation-memory';
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
    return suggested && check.meant.includes(suggested)
      ? { verdict: 'refused, suggests the phrase meant', shown: `(${answer.closest})` }
      : { verdict: 'refused', shown: answer.closest ? `(${answer.closest})` : '' };
  }
  const id = outcome.translation?.matched?.id;
  const shown = `${answer.translation} [${answer.match} ${Math.round(answer.confidence * 100)} %${id ? ` ${id}` : ''}]`;
  if (id && check.meant.includes(id)) return { verdict: 'right', shown };
  if (id && !id.startsWith('doda') && answer.match !== 'composed') return { verdict: 'wrong', shown };
  const judged = JUDGED[check.text]?.[answer.translation];
  return { verdict: judged === undefined ? 'unjudged' : judged ? 'right' : 'wrong', shown };
}

export const VERDICTS: readonly Verdict[] = [
  'right',
  'refused',
  'refused, suggests the phrase meant',
  'wrong',
  'unjudged',
];
