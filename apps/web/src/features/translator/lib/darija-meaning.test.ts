import { describe, expect, it } from 'vitest';
import { translationAnswer as translation } from '@/test/translation-answer';
import { darijaMeaning } from './darija-meaning';
import { typedOutcome } from './translation';

describe('darijaMeaning', () => {
  const record = (
    answer: Parameters<typeof typedOutcome>[0],
    text: string,
    direction: 'target-to-darija' | 'darija-to-target' = 'target-to-darija',
  ) => typedOutcome(answer, text, direction, 'en', 1).record!;
  it('into Darija, is the phrase that answered, not what was typed', () => {
    expect(darijaMeaning(record(translation('exact', 1), 'Excuse me where is the train station'))).toBe(
      'Where is the train station?',
    );
    expect(darijaMeaning(record(translation('closest', 0.75), 'where train'))).toBe(
      'Where is the train station?',
    );
  });
  it('into Darija composed, is what was typed; from Darija, the translation', () => {
    expect(darijaMeaning(record(translation('composed', 0.3), 'where is the train'))).toBe(
      'where is the train',
    );
    expect(darijaMeaning(record(translation('exact', 1), 'fin lagar', 'darija-to-target'))).toBe(
      'fin kayna lagar?',
    );
  });
});
