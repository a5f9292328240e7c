import { useCallback, useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import type { QueryClientLoader } from '@/lib/query-client';
import { whenSettled } from '@/lib/when-settled';
import type { LocateOutcome } from '../lib/locate-address';

// The geolocation attempts and the reverse lookup are not needed for the first screen (ADR 022): they load
// with the first tap, or ahead of it once the page has settled, so a tap does not wait for them.
const loadLocate = loadOnce(() => import('../lib/locate-address'));

/** 'Use my location' (spec 4 "Geolocation"): locating, then the position and the address found there. */
export function useLocate(queries: QueryClientLoader) {
  const [isLocating, setLocating] = useState(false);

  useEffect(() => whenSettled(() => void loadLocate().catch(() => undefined)), []);

  // `lang` is the page's language, read where the form already has it: the address is named in it.
  const run = useCallback(async (lang: string): Promise<LocateOutcome> => {
    setLocating(true);
    try {
      const { locateAddress } = await loadLocate();
      return await locateAddress(queries, lang);
    } catch {
      // The chunk could not load (offline before it was cached): as any other failure to locate.
      return { kind: 'failed', failure: 'other' };
    } finally {
      setLocating(false);
    }
  }, [queries]);

  return { locate: run, isLocating };
}
