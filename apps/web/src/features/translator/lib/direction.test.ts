import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DIRECTION, TARGET_NAMES, apiDirection, readDirection, writeDirection } from './direction';

beforeEach(() => localStorage.clear());

describe('translationDirection (spec 3, 5)', () => {
  it('starts on the first tab when nothing is stored', () => {
    expect(readDirection()).toBe(DEFAULT_DIRECTION);
    expect(DEFAULT_DIRECTION).toBe('target-to-darija');
  });

  it('keeps each of the two known values under localStorage translationDirection', () => {
    writeDirection('darija-to-target');
    expect(localStorage.getItem('translationDirection')).toBe('darija-to-target');
    expect(readDirection()).toBe('darija-to-target');
    writeDirection('target-to-darija');
    expect(readDirection()).toBe('target-to-darija');
  });

  it.each(['to_darija', 'from_darija', 'DARIJA-TO-TARGET', '', '"darija-to-target"'])(
    'ignores the stored value %j',
    (value) => {
      localStorage.setItem('translationDirection', value);
      expect(readDirection()).toBe('target-to-darija');
    },
  );

  it('asks the API for to_darija and from_darija', () => {
    expect(apiDirection('target-to-darija')).toBe('to_darija');
    expect(apiDirection('darija-to-target')).toBe('from_darija');
  });

  it('names each target language in its own language (spec 2)', () => {
    expect(TARGET_NAMES).toEqual({ en: 'English', es: 'español', fr: 'français', de: 'Deutsch' });
  });
});
