import { describe, expect, it } from 'vitest';
import { pickVoice } from './speech-synthesis';

const voice = (lang: string, localService = true) => ({ lang, localService, name: lang });

describe('pickVoice', () => {
  it('reads Darija with a Moroccan voice first, else any Arabic one', () => {
    expect(pickVoice([voice('ar-SA'), voice('ar-MA'), voice('en-US')], 'darija')?.lang).toBe('ar-MA');
    expect(pickVoice([voice('en-US'), voice('ar_EG')], 'darija')?.lang).toBe('ar_EG');
  });

  it('has nothing for Darija on a device without an Arabic voice (show only)', () => {
    expect(pickVoice([voice('en-US'), voice('fr-FR')], 'darija')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });

  it('picks the visitor’s language, a device voice before an online one', () => {
    expect(pickVoice([voice('fr-CA', false), voice('fr-CA', true)], 'fr')).toEqual(voice('fr-CA', true));
    expect(pickVoice([voice('de-AT'), voice('de-DE')], 'de')?.lang).toBe('de-DE');
  });
});
