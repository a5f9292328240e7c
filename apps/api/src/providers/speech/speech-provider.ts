/** A recorded voice clip as uploaded (webm, ogg, mp4/m4a, mpeg or wav). */
export interface AudioClip {
  data: Buffer;
  mimeType: string;
  filename: string;
}

export interface SpokenAudio {
  data: Buffer;
  mimeType: 'audio/mpeg';
}

export interface RealtimeSession {
  /** Ephemeral key the browser uses for its SDP offer; never logged. */
  clientSecret: string;
  /** Epoch ms; null when the provider does not say. */
  expiresAt: number | null;
  /** Where the browser posts its SDP offer with that key (the provider's `/realtime/calls`). */
  callsUrl: string;
}

/** Speech to text, text to speech and realtime voice sessions (the translator). */
export interface SpeechProvider {
  readonly name: string;
  /** The words spoken in the clip; `language` is an ISO 639-1 hint when known. */
  transcribe(
    clip: AudioClip,
    options: { language?: string; prompt?: string; signal?: AbortSignal },
  ): Promise<string>;
  speak(text: string, options: { instructions?: string; signal?: AbortSignal }): Promise<SpokenAudio>;
  createRealtimeSession(options: { instructions: string; signal?: AbortSignal }): Promise<RealtimeSession>;
}
