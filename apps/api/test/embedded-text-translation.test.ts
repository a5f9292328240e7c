import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DODA_MEMORY } from '@mizan/data/doda/translator';
import { PHRASEBOOK_MEMORY } from '@mizan/data/translation-memory';
import {
  EMBEDDED_TEXT_TRANSLATION_LANGUAGES,
  createEmbeddedTextTranslation,
} from '../src/providers/text-translation/embedded-text-translation';
import type { EmbeddedTextTranslationOptions } from '../src/providers/text-translation/embedded-text-translation';
import type {
  TextTranslationEvent,
  TextTranslationProvider,
} from '../src/providers/text-translation/text-translation-provider';

const fakeWorker = (mode: string, extra = '') =>
  new URL(`./fakes/text-translation-worker.ts?mode=${mode}${extra}`, import.meta.url);
const ask = { text: 'hello', direction: 'to_darija', targetLang: 'en' } as const;

let provider: TextTranslationProvider | null = null;
afterEach(async () => {
  await provider?.close();
  provider = null;
});

/** A provider, and what it tells once started (`listen`). */
function make(options: EmbeddedTextTranslationOptions) {
  const events: TextTranslationEvent[] = [];
  const made = createEmbeddedTextTranslation(options);
  provider = made;
  return { provider: made, events, listen: () => made.start((event) => events.push(event)) };
}

describe('embedded text translation (worker thread)', () => {
  it('says it knows more than the phone’s phrasebook exactly in the languages of DODa’s rows', () => {
    // The phone holds PHRASEBOOK_MEMORY; the server adds DODa: its rows' languages are where the server helps.
    const phone = new Set(PHRASEBOOK_MEMORY.map((entry) => entry.id));
    const added = new Set(
      DODA_MEMORY.filter((entry) => !phone.has(entry.id)).flatMap((entry) => Object.keys(entry.text)),
    );
    expect([...added].sort()).toEqual([...EMBEDDED_TEXT_TRANSLATION_LANGUAGES].sort());
    expect(createEmbeddedTextTranslation().languages).toBe(EMBEDDED_TEXT_TRANSLATION_LANGUAGES);
  });

  it('answers through its worker, started on the first request when nothing started it', async () => {
    const { provider } = make({ workerUrl: fakeWorker('echo'), readyWaitMs: 10_000 });
    expect(await provider.translate(ask)).toMatchObject({ translation: 'to_darija:en:hello' });
    expect(
      await provider.translate({ text: 'wakha', direction: 'from_darija', targetLang: 'fr' }),
    ).toMatchObject({ translation: 'from_darija:fr:wakha' });
  });

  it('once started, tells when it is ready and what that cost', async () => {
    const { provider, events, listen } = make({ workerUrl: fakeWorker('echo') });
    listen();
    await expect.poll(() => events, { timeout: 10_000 }).toEqual([{ type: 'ready', wallMs: 1, cpuMs: 1 }]);
    expect(await provider.translate(ask)).toMatchObject({ translation: 'to_darija:en:hello' });
  });

  it('a request before the worker is ready waits the short deadline, then is a 503 that says it is starting', async () => {
    const { provider } = make({ workerUrl: fakeWorker('never-ready'), readyWaitMs: 300 });
    provider.start();
    const started = Date.now();
    await expect(provider.translate(ask)).rejects.toMatchObject({
      failure: 'unavailable',
      message: expect.stringContaining('still starting'),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a worker that dies fails its requests with a 503, and is replaced', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mizan-tr-'));
    try {
      const marker = path.join(dir, 'marker');
      const { provider, events, listen } = make({
        workerUrl: fakeWorker('crash-once', `&marker=${encodeURIComponent(marker)}`),
        readyWaitMs: 10_000,
        restartAfterMs: 50,
      });
      listen();
      await expect(provider.translate(ask)).rejects.toMatchObject({ failure: 'unavailable' });
      expect(events.map((event) => event.type)).toEqual(['ready', 'failed']);
      expect(events[1]).toMatchObject({
        restartInMs: 50,
        error: { message: expect.stringContaining('code 3') },
      });
      // The replacement, once ready, answers.
      await expect.poll(() => events.length, { timeout: 10_000 }).toBe(3);
      expect(await provider.translate(ask)).toMatchObject({ translation: 'to_darija:en:hello' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a worker whose module cannot load is a failure like any other: 503, and tried again later', async () => {
    const { provider, events, listen } = make({
      workerUrl: new URL('./fakes/no-such-worker.ts', import.meta.url),
      readyWaitMs: 300,
      restartAfterMs: 20,
    });
    listen();
    await expect(provider.translate(ask)).rejects.toMatchObject({ failure: 'unavailable' });
    await expect
      .poll(() => events.filter((e) => e.type === 'failed').length, { timeout: 10_000 })
      .toBeGreaterThan(1);
    expect(events.some((e) => e.type === 'ready')).toBe(false);
  });

  it('restarts wait longer while failures follow each other', async () => {
    const { provider, events, listen } = make({
      workerUrl: fakeWorker('crash'),
      readyWaitMs: 10_000,
      restartAfterMs: 20,
    });
    listen();
    for (let failure = 0; failure < 3; failure += 1) {
      await expect
        .poll(() => events.filter((e) => e.type === 'ready').length, { timeout: 10_000 })
        .toBe(failure + 1);
      await expect(provider.translate(ask)).rejects.toMatchObject({ failure: 'unavailable' });
    }
    expect(
      events.filter((e) => e.type === 'failed').map((e) => e.type === 'failed' && e.restartInMs),
    ).toEqual([20, 40, 80]);
  });

  it('a lookup left unanswered is a 503 after its deadline, and that worker is replaced', async () => {
    const { provider, events, listen } = make({
      workerUrl: fakeWorker('silent'),
      readyWaitMs: 10_000,
      answerWithinMs: 200,
      restartAfterMs: 20,
    });
    listen();
    await expect(provider.translate(ask)).rejects.toMatchObject({ failure: 'unavailable' });
    await expect
      .poll(() => events.map((e) => e.type), { timeout: 10_000 })
      .toEqual(['ready', 'failed', 'ready']);
  });

  it('closing stops the worker, fails what waits, and nothing starts again', async () => {
    const { provider, events, listen } = make({ workerUrl: fakeWorker('silent'), readyWaitMs: 10_000 });
    listen();
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    const waiting = provider.translate(ask).catch((error: unknown) => error);
    await provider.close();
    expect(await waiting).toMatchObject({ failure: 'unavailable' });
    await expect(provider.translate(ask)).rejects.toMatchObject({ failure: 'unavailable' });
    listen();
    expect(events.map((e) => e.type)).toEqual(['ready']);
  });
});
