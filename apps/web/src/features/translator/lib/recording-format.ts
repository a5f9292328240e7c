// How the clip is recorded (spec 9): the first of the preferred types the browser's MediaRecorder supports,
// at 64 kbps; and the name it is uploaded under (the server tells the container by its bytes, the type or the
// extension).

export const PREFERRED_RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mpeg',
] as const;

export const AUDIO_BITS_PER_SECOND = 64_000;

/** The first preferred type `isSupported` accepts; undefined lets the recorder pick its own. */
export function pickRecordingType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_RECORDING_TYPES.find((type) => {
    try {
      return isSupported(type);
    } catch {
      return false;
    }
  });
}

/** `clip.<ext>` after the recorded type ('audio/webm;codecs=opus' -> clip.webm). */
export function clipFileName(type: string): string {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base.endsWith('/webm')) return 'clip.webm';
  if (base.endsWith('/mp4') || base.endsWith('/m4a') || base.endsWith('/x-m4a')) return 'clip.m4a';
  if (base.endsWith('/mpeg') || base.endsWith('/mp3')) return 'clip.mp3';
  if (base.endsWith('/ogg')) return 'clip.ogg';
  if (base.endsWith('/wav')) return 'clip.wav';
  return 'clip.webm';
}
