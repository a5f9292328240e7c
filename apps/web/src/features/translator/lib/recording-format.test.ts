import { describe, expect, it } from 'vitest';
import { clipFileName } from '../api/post-translate-tts';
import { AUDIO_BITS_PER_SECOND, PREFERRED_RECORDING_TYPES, pickRecordingType } from './recording-format';

describe('recording format (spec 9)', () => {
  it('prefers webm opus, webm, mp4 aac, mpeg, in that order, at 64 kbps', () => {
    expect(PREFERRED_RECORDING_TYPES).toEqual([
      'audio/webm;codecs=opus',
      'audio/webm',
      'audio/mp4;codecs=mp4a.40.2',
      'audio/mpeg',
    ]);
    expect(AUDIO_BITS_PER_SECOND).toBe(64_000);
  });

  it.each<[string[], string | undefined]>([
    [['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2'], 'audio/webm;codecs=opus'],
    [['audio/webm', 'audio/mpeg'], 'audio/webm'],
    [['audio/mp4;codecs=mp4a.40.2', 'audio/mpeg'], 'audio/mp4;codecs=mp4a.40.2'],
    [['audio/mpeg'], 'audio/mpeg'],
    [[], undefined],
  ])('with %j supported picks %s', (supported, expected) => {
    expect(pickRecordingType((type) => supported.includes(type))).toBe(expected);
  });

  it('skips a type whose check throws', () => {
    expect(
      pickRecordingType((type) => {
        if (type.startsWith('audio/webm')) throw new Error('no');
        return true;
      }),
    ).toBe('audio/mp4;codecs=mp4a.40.2');
  });

  it.each([
    ['audio/webm;codecs=opus', 'clip.webm'],
    ['audio/mp4', 'clip.m4a'],
    ['audio/mpeg', 'clip.mp3'],
    ['audio/ogg;codecs=opus', 'clip.ogg'],
    ['', 'clip.webm'],
  ])('names a %s clip %s', (type, name) => expect(clipFileName(type)).toBe(name));
});
