import { z } from 'zod';
import { jsonItem } from '@/lib/storage';

// The structured records of browser storage (spec 3), checked with zod. They belong to screens that load
// zod anyway (checkout, profile); the shell's text keys live in storage.ts, which has no zod, and the taxi
// page's pending estimate in features/taxi/lib/pending-estimate.ts, checked by hand.

// Local storage.
export const profileFormStore = jsonItem(
  'local',
  'profile_form',
  z.object({ dob: z.string(), gender: z.enum(['', 'female', 'male', 'other', 'na']) }),
);
export const profileLocationStore = jsonItem(
  'local',
  'profile_location',
  z.object({
    city: z.string(),
    coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
);

// Session storage.
export const checkoutContentStore = jsonItem(
  'session',
  'checkout_content',
  z.object({
    contents: z.array(
      z.object({
        content_id: z.string(),
        content_type: z.string(),
        content_name: z.string(),
        price: z.number(),
      }),
    ),
    value: z.number(),
    currency: z.string(),
  }),
);
