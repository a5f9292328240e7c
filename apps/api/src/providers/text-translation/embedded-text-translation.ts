import { Worker } from 'node:worker_threads';
import type { TranslateTextRequest, TranslateTextResponse } from '@mizan/contracts/translate';
import type { Language } from '@mizan/domain/text/language';
import { ProviderError } from '../provider-error';
import type { TextTranslationEvent, TextTranslationProvider } from './text-translation-provider';

/** What the server asks the worker: one typed text. */
export type TextTranslationAsk = Omit<TranslateTextRequest, 'csrf'> & { id: number };
/** What the worker tells: it is ready (with what its build cost), or one answer. */
export type TextTranslationTold =
  | { type: 'ready'; wallMs: number; cpuMs: number }
  | { type: 'answer'; id: number; answer: TranslateTextResponse };

export const EMBEDDED_TEXT_TRANSLATION_NAME = 'embedded';
/**
 * Where it knows more than the phone's phrasebook: DODa's sentences, vocabulary and learned phrases are English
 * and Darija only (`@mizan/data/doda/translator`; its test checks this against the rows).
 */
export const EMBEDDED_TEXT_TRANSLATION_LANGUAGES: readonly Language[] = ['en'];

export interface EmbeddedTextTranslationOptions {
  /** The worker's module (tests give workers that never get ready, or fail). */
  workerUrl?: URL;
  /** How long a request waits for a worker still building before its 503. */
  readyWaitMs?: number;
  /** A lookup takes milliseconds; one still unanswered after this is a 503, and the worker is replaced. */
  answerWithinMs?: number;
  /** The first restart after a failure waits this long; each failure before an answer doubles it, up to a minute. */
  restartAfterMs?: number;
}

const DEFAULT_WORKER = new URL('./embedded-text-translation-worker.ts', import.meta.url);
/** Short: the screen has already shown the phrasebook's answer and keeps it on a 503. */
const READY_WAIT_MS = 1_500;
const ANSWER_WITHIN_MS = 5_000;
const RESTART_AFTER_MS = 500;
const RESTART_AT_MOST_MS = 60_000;

const STARTING = 'The translator is still starting. Please try again in a few seconds.';
const DOWN = 'The translator is not available at the moment. Please try again in a few seconds.';

// The worker's module is TypeScript, like the rest of the server, which runs through tsx; a worker thread does
// not inherit the loader hooks of its parent, so its first act is to register tsx's, then import the module.
// Resolved when a thread starts, not when this module loads: a server that cannot find tsx still starts, and
// only the thread fails (a 503 for typed text, the screen keeps the phrasebook's answer).
const bootstrap = (workerUrl: URL) =>
  `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`;

interface Pending {
  resolve: (answer: TranslateTextResponse) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The full embedded translator (phrasebook, DODa, learned phrases: `@mizan/data/doda/translator`) in a worker
 * thread, so its build (seconds of CPU) and its lookups never block the server's event loop (ADR 015). `start`
 * begins the build in the background; a request before it is ready waits `readyWaitMs`, then gets a 503. A
 * worker that exits or throws is replaced (after `restartAfterMs`, doubling while no worker answers in between);
 * requests it had are answered 503.
 */
export function createEmbeddedTextTranslation(
  options: EmbeddedTextTranslationOptions = {},
): TextTranslationProvider {
  const workerUrl = options.workerUrl ?? DEFAULT_WORKER;
  const readyWaitMs = options.readyWaitMs ?? READY_WAIT_MS;
  const answerWithinMs = options.answerWithinMs ?? ANSWER_WITHIN_MS;
  const restartAfterMs = options.restartAfterMs ?? RESTART_AFTER_MS;

  let worker: Worker | null = null;
  let ready = false;
  let closed = false;
  let failuresInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  let onEvent: ((event: TextTranslationEvent) => void) | undefined;
  const pending = new Map<number, Pending>();
  const readyWaiters = new Set<() => void>();

  const failAll = (error: Error) => {
    for (const [id, ask] of pending) {
      clearTimeout(ask.timer);
      pending.delete(id);
      ask.reject(error);
    }
  };

  // A thread gone (or one that could not start): its requests fail, and a new one starts after the back-off.
  const lost = (error: Error) => {
    worker = null;
    ready = false;
    failAll(new ProviderError(EMBEDDED_TEXT_TRANSLATION_NAME, 'unavailable', DOWN));
    if (closed) return;
    const restartInMs = Math.min(restartAfterMs * 2 ** failuresInARow, RESTART_AT_MOST_MS);
    failuresInARow += 1;
    onEvent?.({ type: 'failed', error, restartInMs });
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!closed && !worker) spawn();
    }, restartInMs);
    restartTimer.unref();
  };

  const spawn = () => {
    let current: Worker;
    try {
      current = new Worker(bootstrap(workerUrl), { eval: true });
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // A forgotten close must not keep a process (a script, a test run) alive.
    current.unref();
    worker = current;
    current.on('message', (told: TextTranslationTold) => {
      if (told.type === 'ready') {
        ready = true;
        for (const wake of readyWaiters) wake();
        readyWaiters.clear();
        onEvent?.({ type: 'ready', wallMs: told.wallMs, cpuMs: told.cpuMs });
        return;
      }
      // Only an answer shows the worker sound: one that gets ready and dies on each text still backs off.
      failuresInARow = 0;
      const ask = pending.get(told.id);
      if (!ask) return;
      clearTimeout(ask.timer);
      pending.delete(told.id);
      ask.resolve(told.answer);
    });
    let failure: Error | null = null;
    current.on('error', (error) => {
      failure = error;
    });
    current.on('exit', (code) => {
      if (worker !== current) return;
      lost(failure ?? new Error(`the translator's worker exited with code ${code}`));
    });
  };

  const start = (listener?: (event: TextTranslationEvent) => void) => {
    onEvent ??= listener;
    if (closed || worker || restartTimer) return;
    spawn();
  };

  const whenReady = (): Promise<boolean> =>
    ready
      ? Promise.resolve(true)
      : new Promise((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(() => {
            readyWaiters.delete(wake);
            resolve(false);
          }, readyWaitMs);
          readyWaiters.add(wake);
        });

  return {
    name: EMBEDDED_TEXT_TRANSLATION_NAME,
    languages: EMBEDDED_TEXT_TRANSLATION_LANGUAGES,
    start,

    async translate(request) {
      if (closed) throw new ProviderError(EMBEDDED_TEXT_TRANSLATION_NAME, 'unavailable', DOWN);
      // A server that never listened (tests, a script) starts it on its first request.
      start();
      const current = (await whenReady()) ? worker : null;
      if (!current) {
        throw new ProviderError(
          EMBEDDED_TEXT_TRANSLATION_NAME,
          'unavailable',
          closed || restartTimer ? DOWN : STARTING,
        );
      }
      nextId += 1;
      const id = nextId;
      return new Promise<TranslateTextResponse>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new ProviderError(EMBEDDED_TEXT_TRANSLATION_NAME, 'unavailable', DOWN));
          // A lookup that takes seconds is a worker gone wrong: replace it (its exit restarts it).
          void current.terminate();
        }, answerWithinMs);
        pending.set(id, { resolve, reject, timer });
        current.postMessage({ ...request, id } satisfies TextTranslationAsk);
      });
    },

    async close() {
      closed = true;
      clearTimeout(restartTimer);
      restartTimer = undefined;
      for (const wake of readyWaiters) wake();
      readyWaiters.clear();
      const current = worker;
      worker = null;
      ready = false;
      failAll(new ProviderError(EMBEDDED_TEXT_TRANSLATION_NAME, 'unavailable', DOWN));
      await current?.terminate();
    },
  };
}
