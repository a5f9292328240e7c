import { toFile } from 'openai';
import { z } from 'zod';
import { createOpenAiClient, malformedAnswer, openAiFailure } from '../openai/openai-client';
import type { OpenAiConnection } from '../openai/openai-client';
import type { AudioClip, RealtimeSession, SpeechProvider, SpokenAudio } from './speech-provider';

export interface OpenAiSpeechOptions extends OpenAiConnection {
  models: { transcribe: string; speech: string; realtime: string };
  /** The text-to-speech and realtime voice (e.g. `alloy`, `marin`). */
  voice: string;
  /** How long a realtime client secret may open a session, seconds (the API takes 10..7200). */
  realtimeSecretTtlSec?: number;
}

const NAME = 'openai';
/** The speech endpoint's longest input. */
const MAX_SPEECH_INPUT = 4096;
/** Long enough to post the SDP offer after the screen got the key; a started session outlives it. */
const DEFAULT_SECRET_TTL_SEC = 120;

// What the adapter relies on in each answer (resources/audio/transcriptions.ts `Transcription`,
// resources/realtime/client-secrets.ts `ClientSecretCreateResponse` of the official SDK).
const transcription = z.object({ text: z.string() });
const clientSecret = z.object({ value: z.string().min(1), expires_at: z.number().optional() });

/** MP3 starts with an ID3 tag or an MPEG audio frame sync (11 set bits, layer bits not 00). */
function looksLikeMp3(data: Buffer): boolean {
  if (data.length >= 3 && data.toString('latin1', 0, 3) === 'ID3') return true;
  return data.length >= 2 && data[0] === 0xff && (data[1]! & 0xe0) === 0xe0 && (data[1]! & 0x06) !== 0;
}

/** `{baseUrl}/realtime/calls`, without any credentials an operator may have put in the base URL. */
export function realtimeCallsUrl(baseUrl: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/realtime/calls`);
  url.username = '';
  url.password = '';
  return url.toString();
}

function parsed<S extends z.ZodType>(schema: S, answer: unknown, service: string): z.output<S> {
  const result = schema.safeParse(answer);
  if (!result.success) throw malformedAnswer(NAME, service, `answer off its schema: ${result.error.message}`);
  return result.data;
}

/**
 * Speech through an OpenAI-compatible API with the official SDK: `POST /audio/transcriptions` (multipart,
 * `file` + `model`, JSON `{ text }`), `POST /audio/speech` (JSON, mp3 bytes back) and the realtime GA
 * `POST /realtime/client_secrets` (JSON `{ expires_after, session }` -> `{ value: 'ek_...', expires_at }`);
 * the browser then posts its SDP offer to `/realtime/calls` with that key. Logs never see the audio, the key
 * or the secret: failures carry only statuses and codes (openai-client.ts).
 */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): SpeechProvider {
  const client = createOpenAiClient(options);
  const ttl = options.realtimeSecretTtlSec ?? DEFAULT_SECRET_TTL_SEC;
  const callsUrl = realtimeCallsUrl(options.baseUrl);

  return {
    name: NAME,

    async transcribe(clip: AudioClip, { language, prompt, signal }) {
      const service = 'transcription';
      let answer: unknown;
      try {
        // The API tells the format by the file name's extension: the caller names the clip after its container.
        const file = await toFile(clip.data, clip.filename, { type: clip.mimeType });
        answer = await client.audio.transcriptions.create(
          {
            file,
            model: options.models.transcribe,
            response_format: 'json',
            ...(language ? { language } : {}),
            ...(prompt ? { prompt } : {}),
          },
          { signal },
        );
      } catch (error) {
        throw openAiFailure(NAME, service, error);
      }
      return parsed(transcription, answer, service).text.trim();
    },

    async speak(text, { instructions, signal }): Promise<SpokenAudio> {
      const service = 'speech';
      let data: Buffer;
      let type: string;
      try {
        const response = await client.audio.speech.create(
          {
            model: options.models.speech,
            voice: options.voice,
            input: text.slice(0, MAX_SPEECH_INPUT),
            response_format: 'mp3',
            ...(instructions ? { instructions } : {}),
          },
          { signal },
        );
        type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
        data = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw openAiFailure(NAME, service, error);
      }
      if (/json|text|html/.test(type) || !looksLikeMp3(data))
        throw malformedAnswer(NAME, service, `not mp3: content-type "${type}", ${data.length} bytes`);
      return { data, mimeType: 'audio/mpeg' };
    },

    async createRealtimeSession({ instructions, signal }): Promise<RealtimeSession> {
      const service = 'realtime voice';
      let answer: unknown;
      try {
        answer = await client.realtime.clientSecrets.create(
          {
            expires_after: { anchor: 'created_at', seconds: ttl },
            session: {
              type: 'realtime',
              model: options.models.realtime,
              instructions,
              audio: {
                input: { transcription: { model: options.models.transcribe } },
                output: { voice: options.voice },
              },
            },
          },
          { signal },
        );
      } catch (error) {
        throw openAiFailure(NAME, service, error);
      }
      const secret = parsed(clientSecret, answer, service);
      return {
        callsUrl,
        clientSecret: secret.value,
        expiresAt: secret.expires_at === undefined ? null : secret.expires_at * 1000,
      };
    },
  };
}
