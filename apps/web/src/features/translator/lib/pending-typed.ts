import type { Check } from '@/lib/check';
import { isLanguage } from '@/lib/i18n';
import { jsonItem } from '@/lib/storage';
import { isStoredDirection } from './direction';
import type { TypedAsk } from './translation';
import { isObject, isText } from '@/lib/value-checks';

// Beyond the spec, like the taxi page's pending estimate (spec 3, 4 "Estimate request"): a typed text sent to the
// AI translator is kept in session storage (`pending_typed_translation`) BEFORE the call, so a visitor sent to the
// pay page by its 402 comes back to /transcribe with the text in the field, and it is translated then. The entry
// goes once the call is answered, whatever the answer: an entry found on arrival is a text still to translate.

/** Checked by hand, not with zod: the screen reads the entry on its first render (ADR 022). */
export const pendingTypedCheck: Check<TypedAsk> = {
  safeParse(value) {
    if (!isObject(value)) return { success: false };
    const { text, direction, language } = value;
    if (!isText(text) || text.length === 0) return { success: false };
    if (!isText(direction) || !isStoredDirection(direction) || !isText(language) || !isLanguage(language)) {
      return { success: false };
    }
    return { success: true, data: { text, direction, language } };
  },
};

export const pendingTypedStore = jsonItem('session', 'pending_typed_translation', pendingTypedCheck);
