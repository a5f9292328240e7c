import { z } from 'zod';
import { LANGUAGES } from '@mizan/domain/text/language';
import { jsonItem } from '@/lib/storage';

// Beyond the spec, like the taxi page's pending estimate (spec 3, 4 "Estimate request"): a typed text sent to the
// AI translator is kept in session storage (`pending_typed_translation`) BEFORE the call, so a visitor sent to the
// pay page by its 402 comes back to /transcribe with the text in the field, and it is translated then. The entry
// goes once the call is answered, whatever the answer: an entry found on arrival is a text still to translate.

export const pendingTypedStore = jsonItem(
  'session',
  'pending_typed_translation',
  z.object({
    text: z.string().min(1),
    direction: z.enum(['target-to-darija', 'darija-to-target']),
    language: z.enum(LANGUAGES),
  }),
);
