import { useEffect, useState } from 'react';
import type * as EmbeddedModule from '../lib/embedded-translator';

export type EmbeddedTranslator = typeof EmbeddedModule;

let loading: Promise<EmbeddedTranslator> | null = null;

/** The phrasebook and its translation memory: one chunk, fetched once (a failed fetch is tried again). */
export function loadEmbedded(): Promise<EmbeddedTranslator> {
  loading ??= import('../lib/embedded-translator').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The embedded translator once its chunk is there (null before): the screen renders without waiting for it. */
export function useEmbedded(): { embedded: EmbeddedTranslator | null; failed: boolean } {
  const [embedded, setEmbedded] = useState<EmbeddedTranslator | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadEmbedded().then(
      (module) => {
        if (live) setEmbedded(module);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { embedded, failed };
}
