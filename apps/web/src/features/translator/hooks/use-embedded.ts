import { useCallback, useEffect, useState } from 'react';
import type { StoredDirection } from '@mizan/contracts/translate-limits';
import type { Language } from '@mizan/domain/text/language';
import { loadOnce } from '@/lib/load-once';
import { whenSettled } from '@/lib/when-settled';
import type * as EmbeddedModule from '../lib/embedded-translator';

export type EmbeddedTranslator = typeof EmbeddedModule;

/** The phrasebook and its translation memory: one chunk, fetched once (a failed fetch is tried again). */
export const loadEmbedded: () => Promise<EmbeddedTranslator> = loadOnce(
  () => import('../lib/embedded-translator'),
);

/** How long each slice of the indexes' preparation waits for an idle main thread at most. */
const PREPARE_WITHIN_MS = 2_000;
/** A slice runs steps (each a few milliseconds) for about this long, well under a 50 ms long task. */
const SLICE_MS = 8;

/**
 * The embedded translator once its chunk is there (null before): the screen renders without waiting for it.
 * The chunk (about 45 KB gzip, the phrasebook is most of it) is not part of the first load: it is fetched when
 * the screen `want`s it (the typed input gets focus, the phrasebook comes near the view or is used) or else
 * once the page has settled (lib/when-settled.ts), so that it is there, and cached, before the visitor needs it.
 * Then, when the main thread is idle, the indexes of the tab's direction are built, in slices of about SLICE_MS,
 * so that the first typed phrase is answered at once and no slice holds up a tap.
 */
export function useEmbedded(
  direction: StoredDirection,
  language: Language,
): { embedded: EmbeddedTranslator | null; failed: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  const [embedded, setEmbedded] = useState<EmbeddedTranslator | null>(null);
  const [failed, setFailed] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    let live = true;
    whenSettled(() => {
      if (live) setWanted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  // `attempt` counts the fetches: a failed one (offline before the chunk was ever cached) is tried again when the
  // browser is back online, without a reload.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadEmbedded().then(
      (module) => {
        if (!live) return;
        setFailed(false);
        setEmbedded(module);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  useEffect(() => {
    if (!embedded) return;
    const steps = embedded.prepare(direction, language);
    let cancel = () => {};
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      do {
        if (steps.next().done) return;
      } while (performance.now() < until);
      schedule();
    };
    const schedule = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(slice, { timeout: PREPARE_WITHIN_MS });
        cancel = () => window.cancelIdleCallback(id);
        return;
      }
      // Safari has no requestIdleCallback: the next task.
      const id = setTimeout(slice, 0);
      cancel = () => clearTimeout(id);
    };
    schedule();
    return () => cancel();
  }, [embedded, direction, language]);
  return { embedded, failed, want };
}
