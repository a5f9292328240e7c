import { CLIP_EXTENSIONS, CLIP_MEDIA_TYPES } from '@mizan/contracts/translate';
import type { ClipContainer } from '@mizan/contracts/translate';

// What the translator needs to know of an uploaded clip before paying a provider for it: which container it
// is (the declared type, then the bytes themselves) and, where the container states it, how long it lasts.
// Hand-written readers of the few header fields involved, rather than a metadata library: the maintained
// one (music-metadata 12) needs Node 22, and this is about 200 lines with no dependency.

/** The canonical media type and file extension of each container, as sent on to the speech provider. */
export const CONTAINER_FILE: Record<ClipContainer, { mimeType: string; extension: string }> = {
  webm: { mimeType: 'audio/webm', extension: 'webm' },
  ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
  mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
  mpeg: { mimeType: 'audio/mpeg', extension: 'mp3' },
  wav: { mimeType: 'audio/wav', extension: 'wav' },
};

const BY_MEDIA_TYPE = new Map<string, ClipContainer>(
  (Object.entries(CLIP_MEDIA_TYPES) as [ClipContainer, readonly string[]][]).flatMap(([container, types]) =>
    types.map((type) => [type, container] as const),
  ),
);

/**
 * The container a browser says it sent: by media type (parameters such as `;codecs=opus` ignored), or by the
 * file's extension when the type says nothing (`application/octet-stream`, empty). Null: not one we accept.
 */
export function declaredContainer(mimeType: string, filename: string): ClipContainer | null {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && type !== 'application/octet-stream') return BY_MEDIA_TYPE.get(type) ?? null;
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension ? (CLIP_EXTENSIONS[extension] ?? null) : null;
}

const ascii = (data: Buffer, at: number, text: string) =>
  data.length >= at + text.length && data.toString('latin1', at, at + text.length) === text;

// MPEG-1/2/2.5 Layer III frame header fields.
const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

interface Mp3Frame {
  version: number;
  sampleRate: number;
  channels: number;
  samplesPerFrame: number;
}

function mp3FrameAt(data: Buffer, at: number): Mp3Frame | null {
  if (at + 4 > data.length || data[at] !== 0xff || (data[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (data[at + 1]! >> 3) & 3;
  const layer = (data[at + 1]! >> 1) & 3;
  const bitrateIndex = data[at + 2]! >> 4;
  const rateIndex = (data[at + 2]! >> 2) & 3;
  // Layer bits 00 are ADTS AAC, not MPEG audio; version 01 and indices 15/3 are reserved.
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const bitrates = version === 3 ? MP3_BITRATES_V1 : MP3_BITRATES_V2;
  if (!bitrates[bitrateIndex]) return null;
  return {
    version,
    sampleRate: MP3_RATES[version]![rateIndex]!,
    channels: data[at + 3]! >> 6 === 3 ? 1 : 2,
    samplesPerFrame: version === 3 ? 1152 : 576,
  };
}

function id3Length(data: Buffer): number {
  if (!ascii(data, 0, 'ID3') || data.length < 10) return 0;
  // A syncsafe integer: 7 bits per byte.
  const size =
    ((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f);
  return 10 + size + ((data[5]! & 0x10) !== 0 ? 10 : 0);
}

/** The container the bytes are, by their signature; null when they are none we accept. */
export function sniffContainer(data: Buffer): ClipContainer | null {
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(data, 0, 'OggS')) return 'ogg';
  if (ascii(data, 4, 'ftyp')) return 'mp4';
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WAVE')) return 'wav';
  if (ascii(data, 0, 'ID3') || mp3FrameAt(data, 0)) return 'mpeg';
  return null;
}

function wavDurationMs(data: Buffer): number | null {
  let byteRate = 0;
  for (let at = 12; at + 8 <= data.length;) {
    const id = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && body + 12 <= data.length) byteRate = data.readUInt32LE(body + 8);
    if (id === 'data') {
      if (byteRate === 0) return null;
      // A streamed WAV may leave the size unset (0 or 0xFFFFFFFF): the bytes present are the length then.
      const present = data.length - body;
      const bytes = size === 0 || size === 0xffffffff ? present : Math.min(size, present);
      return (bytes / byteRate) * 1000;
    }
    at = body + size + (size % 2);
  }
  return null;
}

function oggDurationMs(data: Buffer): number | null {
  let serial: number | null = null;
  let rate = 0;
  let preSkip = 0;
  let lastGranule = -1n;
  for (let at = 0; at + 27 <= data.length && ascii(data, at, 'OggS');) {
    const segments = data[at + 26]!;
    if (at + 27 + segments > data.length) break;
    let bodyLength = 0;
    for (let i = 0; i < segments; i += 1) bodyLength += data[at + 27 + i]!;
    const body = at + 27 + segments;
    const pageSerial = data.readUInt32LE(at + 14);
    if (serial === null) {
      // The first page of a stream holds its identification header.
      serial = pageSerial;
      if (ascii(data, body, 'OpusHead') && body + 12 <= data.length) {
        rate = 48000; // Opus granule positions always count 48 kHz samples.
        preSkip = data.readUInt16LE(body + 10);
      } else if (ascii(data, body, '\x01vorbis') && body + 16 <= data.length) {
        rate = data.readUInt32LE(body + 12);
      } else return null;
    } else if (pageSerial === serial) {
      const granule = data.readBigInt64LE(at + 6);
      if (granule >= 0n) lastGranule = granule; // -1: no packet ends on this page
    }
    at = body + bodyLength;
  }
  if (rate === 0 || lastGranule < 0n) return lastGranule < 0n && rate > 0 ? 0 : null;
  return Math.max(0, (Number(lastGranule) - preSkip) / rate) * 1000;
}

/** An EBML variable-length integer: its value (marker bit removed unless `keepMarker`) and its length. */
function vint(
  data: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + data[at + i]!;
    if (data[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

// Master elements read into (their children follow), rather than skipped: a recorder writes the Segment and
// its Clusters with an unknown size, which a reader can only follow by walking their children.
const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
const EBML_CLUSTER = 0x1f43b675;
const EBML_BLOCK_GROUP = 0xa0;
const ENTERED = new Set([EBML_SEGMENT, EBML_INFO, EBML_CLUSTER, EBML_BLOCK_GROUP]);
const EBML_TIMECODE_SCALE = 0x2ad7b1;
const EBML_DURATION = 0x4489;
const EBML_CLUSTER_TIMECODE = 0xe7;
const EBML_SIMPLE_BLOCK = 0xa3;
const EBML_BLOCK = 0xa1;
const EBML_BLOCK_DURATION = 0x9b;

function readUnsigned(data: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + data[at + i]!;
  return value;
}

/** WebM (Matroska): Info's Duration when written, else the time of the last block (MediaRecorder writes none). */
function webmDurationMs(data: Buffer): number | null {
  let scaleNs = 1_000_000;
  let declared: number | null = null;
  let clusterTime = 0;
  let lastEnd: number | null = null;
  let lastBlockTime = 0;
  for (let at = 0; at < data.length;) {
    const id = vint(data, at, true);
    if (!id) break;
    const size = vint(data, at + id.length, false);
    if (!size) break;
    const body = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = body;
      continue;
    }
    if (size.unknown || body + size.value > data.length) break; // truncated: what was read stands
    if (id.value === EBML_TIMECODE_SCALE) scaleNs = readUnsigned(data, body, size.value) || scaleNs;
    else if (id.value === EBML_DURATION)
      declared =
        size.value === 4 ? data.readFloatBE(body) : size.value === 8 ? data.readDoubleBE(body) : null;
    else if (id.value === EBML_CLUSTER_TIMECODE) clusterTime = readUnsigned(data, body, size.value);
    else if (id.value === EBML_SIMPLE_BLOCK || id.value === EBML_BLOCK) {
      const track = vint(data, body, false);
      if (track && body + track.length + 2 <= data.length) {
        lastBlockTime = clusterTime + data.readInt16BE(body + track.length);
        lastEnd = Math.max(lastEnd ?? 0, lastBlockTime);
      }
    } else if (id.value === EBML_BLOCK_DURATION && lastEnd !== null) {
      lastEnd = Math.max(lastEnd, lastBlockTime + readUnsigned(data, body, size.value));
    }
    at = body + size.value;
  }
  const ticks = declared !== null && declared > 0 ? declared : lastEnd;
  return ticks === null ? null : (ticks * scaleNs) / 1_000_000;
}

/** MP4: the movie header's duration; null for a fragmented file that leaves it at 0. */
function mp4DurationMs(data: Buffer, start = 0, end = data.length): number | null {
  for (let at = start; at + 8 <= end;) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header) return null;
    const boxEnd = Math.min(at + size, end);
    if (type === 'moov') return mp4DurationMs(data, at + header, boxEnd);
    if (type === 'mvhd') {
      const body = at + header;
      const version = data[body];
      const [scaleAt, durationAt, wide] =
        version === 1 ? [body + 20, body + 24, true] : [body + 12, body + 16, false];
      if (durationAt + (wide ? 8 : 4) > boxEnd) return null;
      const timescale = data.readUInt32BE(scaleAt);
      const duration = wide ? Number(data.readBigUInt64BE(durationAt)) : data.readUInt32BE(durationAt);
      return timescale > 0 && duration > 0 && duration !== 0xffffffff ? (duration / timescale) * 1000 : null;
    }
    at = at + size;
  }
  return null;
}

/** MP3: from the Xing/Info header's frame count (LAME writes one even for constant bitrate); null without it. */
function mp3DurationMs(data: Buffer): number | null {
  const start = id3Length(data);
  const frame = mp3FrameAt(data, start);
  if (!frame) return null;
  const sideInfo = frame.version === 3 ? (frame.channels === 1 ? 17 : 32) : frame.channels === 1 ? 9 : 17;
  const tag = start + 4 + sideInfo;
  if (!(ascii(data, tag, 'Xing') || ascii(data, tag, 'Info')) || tag + 12 > data.length) return null;
  if ((data.readUInt32BE(tag + 4) & 1) === 0) return null; // no frame count
  return ((data.readUInt32BE(tag + 8) * frame.samplesPerFrame) / frame.sampleRate) * 1000;
}

/** How long the clip lasts where its container says so (ms); null when it does not (the clip is sent anyway). */
export function clipDurationMs(container: ClipContainer, data: Buffer): number | null {
  switch (container) {
    case 'wav':
      return wavDurationMs(data);
    case 'ogg':
      return oggDurationMs(data);
    case 'webm':
      return webmDurationMs(data);
    case 'mp4':
      return mp4DurationMs(data);
    case 'mpeg':
      return mp3DurationMs(data);
  }
}
