import { readFileSync } from 'node:fs';

// Voice clips for the translator's tests. The files under fixtures/translate were made with ffmpeg 5.1 from a
// 440 Hz tone (Opus in WebM and Ogg, Vorbis, AAC in MP4 and fragmented MP4, MP3 with LAME's Info tag);
// `recorder-*.webm` were written as a live stream (`-live 1`), with no Duration and an unknown-size Segment,
// as MediaRecorder writes them. WAV clips are built here.

export type ClipFixture =
  | 'clip-2s.webm'
  | 'recorder-2s.webm'
  | 'recorder-50s.webm'
  | 'clip-2s.ogg'
  | 'clip-50s.ogg'
  | 'vorbis-2s.ogg'
  | 'clip-2s.m4a'
  | 'fragmented-2s.mp4'
  | 'clip-2s.mp3';

export function clipFixture(name: ClipFixture): Buffer {
  return readFileSync(new URL(`./fixtures/translate/${name}`, import.meta.url));
}

/** A PCM WAV of `seconds` of silence (8 kHz, 16-bit mono); `declaredSeconds` writes another length in its header. */
export function wavClip(
  seconds: number,
  options: { declaredSeconds?: number; streamed?: boolean } = {},
): Buffer {
  const rate = 8000;
  const byteRate = rate * 2;
  const bytes = Math.round(seconds * byteRate);
  const declared = options.streamed
    ? 0xffffffff
    : Math.round((options.declaredSeconds ?? seconds) * byteRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(Math.min(36 + declared, 0xffffffff), 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(declared, 40);
  return Buffer.concat([header, Buffer.alloc(bytes)]);
}

/** The WebM with every Cluster's size rewritten as "unknown" (all ones, same length), as Chrome's recorder writes. */
export function withUnknownClusterSizes(webm: Buffer): Buffer {
  const out = Buffer.from(webm);
  const cluster = Buffer.from('1f43b675', 'hex');
  for (let at = out.indexOf(cluster); at !== -1; at = out.indexOf(cluster, at + 4)) {
    const first = out[at + 4]!;
    const length = Math.clz32(first) - 23;
    out[at + 4] = (2 << (8 - length)) - 1; // the length marker, then every value bit set
    for (let i = 1; i < length; i += 1) out[at + 4 + i] = 0xff;
  }
  return out;
}
