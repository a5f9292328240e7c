import { TRANSLATE_AUDIO_FIELD, TRANSLATE_HEADERS } from '@mizan/contracts/translate-limits';
import type { TranslationDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { ApiError, apiPostForBinary, percentDecodedHeader } from '@/lib/api-client';

/** What one voice translation brings back: the texts (spec 3 "Translate response") and the spoken answer. */
export interface VoiceAnswer {
  transcript: string;
  translation: string;
  darija: { ar: string; latin: string };
  /** The translation spoken (audio/mpeg). */
  audio: Blob;
}

// The name the clip is uploaded under: the server tells the container by its bytes, the type or the extension.
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

/**
 * `POST /api/translate-tts?targetLang=..&direction=..` (spec 7): the clip as a multipart part, the answer as
 * mp3 with its texts in percent-encoded headers. The server checks the paywall before any provider work and
 * answers 402 when no use is left. `signal` aborts the upload (the screen gives up at 34 s, spec 9).
 */
export async function postTranslateTts(
  clip: { data: Blob; type: string },
  query: { targetLang: Language; direction: TranslationDirection },
  signal?: AbortSignal,
): Promise<VoiceAnswer> {
  const form = new FormData();
  form.append(TRANSLATE_AUDIO_FIELD, clip.data, clipFileName(clip.type));
  const search = new URLSearchParams({ targetLang: query.targetLang, direction: query.direction });
  const { data, headers } = await apiPostForBinary(`/api/translate-tts?${search}`, form, 'audio/mpeg', {
    signal,
  });
  const text = (name: string) => percentDecodedHeader(headers, name)?.trim() ?? '';
  const translation = text(TRANSLATE_HEADERS.translation);
  // An answer without its translation is not one the screen can show.
  if (!translation) throw new ApiError('Request failed', 502);
  return {
    transcript: text(TRANSLATE_HEADERS.transcript),
    translation,
    darija: { ar: text(TRANSLATE_HEADERS.darijaArabic), latin: text(TRANSLATE_HEADERS.darijaLatin) },
    audio: data,
  };
}
