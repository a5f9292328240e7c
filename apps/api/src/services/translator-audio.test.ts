import { describe, expect, it } from 'vitest';
import { clipFixture, wavClip, withUnknownClusterSizes } from '../../test/translate-clips';
import type { ClipFixture } from '../../test/translate-clips';
import { clipDurationMs, declaredContainer, sniffContainer } from './translator-audio';

describe('declaredContainer', () => {
  it.each([
    ['audio/webm;codecs=opus', 'blob', 'webm'],
    ['video/webm', 'recording', 'webm'],
    ['audio/ogg; codecs=opus', '', 'ogg'],
    ['Audio/MP4', 'clip.mp4', 'mp4'],
    ['audio/x-m4a', 'memo.m4a', 'mp4'],
    ['audio/mpeg', 'x.mp3', 'mpeg'],
    ['audio/wav', 'x.wav', 'wav'],
    ['audio/x-wav', 'x', 'wav'],
    ['application/octet-stream', 'Voice Memo.M4A', 'mp4'],
    ['', 'clip.webm', 'webm'],
    ['application/octet-stream', 'clip.opus', 'ogg'],
  ])('reads %s (%s) as %s', (type, filename, container) => {
    expect(declaredContainer(type, filename)).toBe(container);
  });

  it.each([
    ['text/plain', 'clip.webm'],
    ['image/png', 'photo.png'],
    ['audio/aac', 'clip.aac'],
    ['audio/flac', 'clip.flac'],
    ['application/octet-stream', 'notes.txt'],
    ['application/octet-stream', 'no-extension'],
  ])('refuses %s (%s): the type decides when it says something', (type, filename) => {
    expect(declaredContainer(type, filename)).toBeNull();
  });
});

describe('sniffContainer', () => {
  it.each<[ClipFixture, string]>([
    ['clip-2s.webm', 'webm'],
    ['recorder-2s.webm', 'webm'],
    ['clip-2s.ogg', 'ogg'],
    ['vorbis-2s.ogg', 'ogg'],
    ['clip-2s.m4a', 'mp4'],
    ['fragmented-2s.mp4', 'mp4'],
    ['clip-2s.mp3', 'mpeg'],
  ])('knows %s as %s', (name, container) => {
    expect(sniffContainer(clipFixture(name))).toBe(container);
  });

  it('knows a WAV and an MP3 without ID3 tag', () => {
    expect(sniffContainer(wavClip(1))).toBe('wav');
    const mp3 = clipFixture('clip-2s.mp3');
    const firstFrame = mp3.indexOf(Buffer.from([0xff, 0xf3]));
    expect(sniffContainer(mp3.subarray(firstFrame))).toBe('mpeg');
  });

  it.each([
    ['text', Buffer.from('hello, this is not audio')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['ADTS AAC (layer bits 00)', Buffer.from('fff15080', 'hex')],
    ['a RIFF that is not WAVE', Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1')],
    ['one byte', Buffer.from([0x1a])],
  ])('refuses %s', (_label, data) => {
    expect(sniffContainer(data)).toBeNull();
  });
});

describe('clipDurationMs', () => {
  it.each<[ClipFixture, number]>([
    ['clip-2s.webm', 2000],
    ['recorder-2s.webm', 2000],
    ['recorder-50s.webm', 50_000],
    ['clip-2s.ogg', 2000],
    ['clip-50s.ogg', 50_000],
    ['vorbis-2s.ogg', 2000],
    ['clip-2s.m4a', 2000],
    ['clip-2s.mp3', 2000],
  ])('reads %s as about %i ms', (name, expected) => {
    const data = clipFixture(name);
    const duration = clipDurationMs(sniffContainer(data)!, data);
    expect(duration).not.toBeNull();
    expect(Math.abs(duration! - expected)).toBeLessThan(120);
  });

  it('follows the clusters of a recorder WebM whose sizes are unknown', () => {
    const data = withUnknownClusterSizes(clipFixture('recorder-50s.webm'));
    expect(data.equals(clipFixture('recorder-50s.webm'))).toBe(false);
    expect(Math.abs(clipDurationMs('webm', data)! - 50_000)).toBeLessThan(120);
  });

  it('gives null for a fragmented MP4, whose header leaves the length at 0', () => {
    expect(clipDurationMs('mp4', clipFixture('fragmented-2s.mp4'))).toBeNull();
  });

  it('reads a WAV header, a streamed one by its bytes, and trusts the bytes over a longer header', () => {
    expect(clipDurationMs('wav', wavClip(3))).toBe(3000);
    expect(clipDurationMs('wav', wavClip(46))).toBe(46_000);
    expect(clipDurationMs('wav', wavClip(2, { streamed: true }))).toBe(2000);
    expect(clipDurationMs('wav', wavClip(2, { declaredSeconds: 60 }))).toBe(2000);
    expect(clipDurationMs('wav', wavClip(0))).toBe(0);
  });

  it('reads what a truncated clip holds, and never throws on damaged bytes', () => {
    const webm = clipFixture('recorder-50s.webm');
    const half = clipDurationMs('webm', webm.subarray(0, webm.length / 2));
    expect(half).toBeGreaterThan(15_000);
    expect(half).toBeLessThan(35_000);
    const fixtures: ClipFixture[] = [
      'clip-2s.webm',
      'recorder-2s.webm',
      'clip-2s.ogg',
      'vorbis-2s.ogg',
      'clip-2s.m4a',
      'fragmented-2s.mp4',
      'clip-2s.mp3',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const name of fixtures) {
      const data = clipFixture(name);
      const container = sniffContainer(data)!;
      for (let cut = 0; cut < data.length; cut += 97) {
        expect(() => clipDurationMs(container, data.subarray(0, cut))).not.toThrow();
      }
      for (let round = 0; round < 200; round += 1) {
        const damaged = Buffer.from(data);
        for (let i = 0; i < 8; i += 1)
          damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        expect(() => clipDurationMs(container, damaged)).not.toThrow();
      }
    }
  });
});
