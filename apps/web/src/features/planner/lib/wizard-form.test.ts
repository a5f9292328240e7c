import { describe, expect, it } from 'vitest';
import {
  defaultForm,
  localIsoDate,
  stepError,
  toggled,
  withStartDate,
  withStepOneControls,
} from './wizard-form';

describe('stepError', () => {
  const ready = { ...withStartDate(defaultForm(), '2026-11-24'), destination: 'fes' as const };

  it('has the spec defaults, starting today once the day is known', () => {
    const form = defaultForm();
    expect(form).toMatchObject({ duration: 3, travelers: 'solo', budget: 2, startDate: '', destination: '' });
    expect(withStartDate(form, localIsoDate(new Date(2026, 10, 24))).startDate).toBe('2026-11-24');
    expect(withStartDate({ ...form, startDate: '2027-01-02' }, '2026-11-24').startDate).toBe('2027-01-02');
    expect(withStartDate(form, '')).toBe(form);
  });

  it('checks step 1: destination, at least 1 day, 10 days or fewer', () => {
    expect(stepError(1, defaultForm())).toBe('destination');
    expect(stepError(1, { ...ready, duration: 0 })).toBe('durationMin');
    expect(stepError(1, { ...ready, duration: 11 })).toBe('durationMax');
    expect(stepError(1, { ...ready, startDate: '' })).toBe('startDate');
    expect(stepError(1, ready)).toBeNull();
  });

  it('refuses a start date before today, once today is known', () => {
    expect(stepError(1, { ...ready, startDate: '2024-01-05' }, '2026-11-24')).toBe('startDatePast');
    expect(stepError(1, { ...ready, startDate: '2026-11-23' }, '2026-11-24')).toBe('startDatePast');
    expect(stepError(1, { ...ready, startDate: '2026-11-24' }, '2026-11-24')).toBeNull();
    expect(stepError(1, { ...ready, startDate: '2027-01-01' }, '2026-11-24')).toBeNull();
    expect(stepError(1, { ...ready, startDate: '2024-01-05' })).toBeNull();
  });

  it('checks interests on step 2, transport on step 3, nothing on step 4', () => {
    expect(stepError(2, ready)).toBe('interests');
    expect(stepError(2, { ...ready, interests: ['food'] })).toBeNull();
    expect(stepError(3, ready)).toBe('transport');
    expect(stepError(3, { ...ready, transport: ['bus'] })).toBeNull();
    expect(stepError(4, ready)).toBeNull();
  });

  it('toggles ids', () => {
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });
});

describe('withStepOneControls', () => {
  it('takes what was set in the prerendered controls', () => {
    expect(
      withStepOneControls(defaultForm(), {
        destination: 'fes',
        duration: '5',
        travelers: 'family',
        startDate: '2026-12-01',
      }),
    ).toMatchObject({ destination: 'fes', duration: 5, travelers: 'family', startDate: '2026-12-01' });
  });

  it('is null when the controls hold the form', () => {
    expect(
      withStepOneControls(defaultForm(), {
        destination: '',
        duration: '3',
        travelers: 'solo',
        startDate: '',
      }),
    ).toBeNull();
    expect(withStepOneControls(defaultForm(), {})).toBeNull();
  });

  it('keeps the form where a control holds what it cannot take', () => {
    expect(
      withStepOneControls(defaultForm(), {
        destination: 'paris',
        duration: '11',
        travelers: 'crowd',
        startDate: '1 Dec',
      }),
    ).toBeNull();
    expect(withStepOneControls(defaultForm(), { duration: '0' })).toBeNull();
    expect(withStepOneControls(defaultForm(), { duration: '2.5', travelers: 'couple' })).toMatchObject({
      duration: 3,
      travelers: 'couple',
    });
  });
});
