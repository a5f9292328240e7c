import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusalCode, ServerReason } from '@/lib/api-client';

/** A screen's own words for some codes, where the shared text would say too little (a declined card). */
export type RefusalTexts = Partial<Record<RefusalCode, string>>;

// The shared texts are needed only once a call has failed, a round trip after the screen mounted: they load
// beside the screen's own texts instead of holding its first render back.
const IN_BACKGROUND = { useSuspense: false } as const;

/**
 * What the server's answer says, in the visitor's language (spec 8): the screen's own text for the code,
 * else the shared one (locales/<lng>/errors.json), else the server's English sentence (a code this build does
 * not know, or the shared texts not loaded yet). Null when there is nothing to say: the screen shows its own
 * fallback. `serverReason` (api-client) decides what an error carries.
 */
export function useReasonText(): (reason: ServerReason | null, texts?: RefusalTexts) => string | null {
  const { t, ready } = useTranslation('errors', IN_BACKGROUND);
  return useCallback(
    (reason, texts) => {
      if (!reason) return null;
      const { code, message } = reason;
      const text = code ? (texts?.[code] ?? (ready ? t(code) : null)) : null;
      return text ?? (message || null);
    },
    [t, ready],
  );
}
