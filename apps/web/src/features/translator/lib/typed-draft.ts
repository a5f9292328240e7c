import type { Check } from '@/lib/check';
import { jsonItem } from '@/lib/storage';
import { isText } from '@/lib/value-checks';

// What is in the typed field, kept in session storage as it is typed: a reload, or the phone dropping the tab
// in the background, gives it back (a text sent to the AI translator has its own entry, pending-typed.ts).

const draftCheck: Check<string> = {
  safeParse: (value) => (isText(value) && value !== '' ? { success: true, data: value } : { success: false }),
};

export const typedDraftStore = jsonItem('session', 'typed_translation_draft', draftCheck);
