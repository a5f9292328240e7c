import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { ApiError } from '@/lib/api-client';
import { postRealtimeSession } from '../api/post-realtime-session';
import { apiDirection } from '../lib/direction';
import { createQuietTimer, readRealtimeEvent } from '../lib/realtime-events';
import type { QuietTimer } from '../lib/realtime-events';

/** Spec 8 "Realtime" and the microphone's own failure. */
export type RealtimeProblem =
  /** 'Session create failed' */
  | { kind: 'session' }
  /** 'Realtime SDP exchange failed: {status} {first 300 chars}' */
  | { kind: 'sdp'; status: number; body: string }
  /** 'mic permission or recording not available' */
  | { kind: 'mic' };

export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'error';

interface Connection {
  pc: RTCPeerConnection;
  stream: MediaStream;
  channel: RTCDataChannel;
  quiet: QuietTimer;
}

/** The first 300 characters of an answer, as spec 8 puts them in the message. */
const first300 = (text: string) => text.slice(0, 300);

/**
 * The hidden beta (spec 2, 4, 7): a realtime voice session. A tap opens the microphone, asks the server for an
 * ephemeral key (one 'translate' use; 402 goes to the pay page), posts the SDP offer to the provider's
 * `/realtime/calls` with it and plays the interpreter's voice. It stops on a tap, after a finished response,
 * or after 700 ms of quiet that follow a final text.
 */
export function useRealtimeBeta(options: {
  direction: StoredDirection;
  language: Language;
  onPaymentRequired: () => Promise<void>;
}) {
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const [problem, setProblem] = useState<RealtimeProblem | null>(null);
  const [texts, setTexts] = useState<{ heard: string; said: string }>({ heard: '', said: '' });
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const connection = useRef<Connection | null>(null);
  const attempt = useRef(0);
  const player = useRef<HTMLAudioElement | null>(null);

  const close = useCallback(() => {
    attempt.current += 1;
    const current = connection.current;
    connection.current = null;
    if (!current) return;
    current.quiet.cancel();
    current.channel.onmessage = null;
    current.channel.close();
    current.pc.ontrack = null;
    current.pc.close();
    current.stream.getTracks().forEach((track) => track.stop());
  }, []);

  const stop = useCallback(() => {
    close();
    if (player.current) player.current.srcObject = null;
    setStatus((current) => (current === 'error' ? current : 'idle'));
  }, [close]);

  const fail = useCallback(
    (failure: RealtimeProblem) => {
      close();
      setProblem(failure);
      setStatus('error');
    },
    [close],
  );

  const start = useCallback(async () => {
    const mine = ++attempt.current;
    const stale = () => attempt.current !== mine;
    setProblem(null);
    setTexts({ heard: '', said: '' });
    setStatus('connecting');
    // The microphone first: a refused one must not cost a paid session.
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined')
        throw new Error('unsupported');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (!stale()) fail({ kind: 'mic' });
      return;
    }
    const { direction, language } = optionsRef.current;
    let session;
    try {
      session = await postRealtimeSession(apiDirection(direction), language);
    } catch (error) {
      stream.getTracks().forEach((track) => track.stop());
      if (stale()) return;
      if (error instanceof ApiError && error.status === 402) {
        setStatus('idle');
        await optionsRef.current.onPaymentRequired();
        return;
      }
      fail({ kind: 'session' });
      return;
    }
    if (stale()) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const pc = new RTCPeerConnection();
    const channel = pc.createDataChannel('oai-events');
    const quiet = createQuietTimer(
      () => stop(),
      (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
    );
    connection.current = { pc, stream, channel, quiet };
    pc.ontrack = (event) => {
      const element = (player.current ??= new Audio());
      element.autoplay = true;
      element.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void element.play().catch(() => undefined);
    };
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    channel.onmessage = (event: MessageEvent) => {
      const reading = readRealtimeEvent(event.data);
      if (!reading) return;
      const text = reading.text;
      if (text?.value) setTexts((current) => ({ ...current, [text.role]: text.value }));
      quiet.onEvent(reading);
    };
    let answer: Response;
    let body = '';
    try {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      answer = await fetch(session.calls_url, {
        method: 'POST',
        body: offer.sdp ?? '',
        headers: { authorization: `Bearer ${session.client_secret}`, 'content-type': 'application/sdp' },
      });
      body = await answer.text();
    } catch {
      if (!stale()) fail({ kind: 'sdp', status: 0, body: '' });
      return;
    }
    if (stale()) return;
    if (!answer.ok) {
      fail({ kind: 'sdp', status: answer.status, body: first300(body) });
      return;
    }
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp: body });
    } catch {
      if (!stale()) fail({ kind: 'sdp', status: answer.status, body: first300(body) });
      return;
    }
    if (!stale()) setStatus('live');
  }, [fail, stop]);

  const toggle = useCallback(() => {
    if (status === 'connecting' || status === 'live') stop();
    else void start();
  }, [start, status, stop]);

  useEffect(
    () => () => {
      close();
      if (player.current) player.current.srcObject = null;
    },
    [close],
  );

  return { status, problem, texts, toggle };
}
