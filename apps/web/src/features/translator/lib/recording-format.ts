// How the clip is recorded (spec 9): the first of the preferred types the browser's MediaRecorder supports,
// at 64 kbps. The name it is uploaded under is the upload's (api/post-translate-tts.ts, loaded with it).

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
