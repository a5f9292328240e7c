import type { Check } from '@/lib/check';
import { jsonItem } from '@/lib/storage';
import { isFiniteNumber, isObject, isOneOf, isText } from '@/lib/value-checks';

// The structured records of browser storage (spec 3), checked by hand: the profile reads its records on its
// first render, and zod was 26 KB gzip of /profile's first load (ADR 022, 2026-11-25). The shell's text keys
// live in storage.ts, the taxi page's pending estimate in features/taxi/lib/pending-estimate.ts. Each check
// builds a new record of the listed fields only, as zod's objects drop the others.

const FAILED = { success: false } as const;
const checked = <T>(build: (value: unknown) => T | null): Check<T> => ({
  safeParse(value) {
    const data = build(value);
    return data === null ? FAILED : { success: true, data };
  },
});

export type ProfileGender = '' | 'female' | 'male' | 'other' | 'na';
const isGender = isOneOf<ProfileGender>({ '': true, female: true, male: true, other: true, na: true });

export type ProfileForm = {
  dob: string;
  gender: ProfileGender;
};

export type ProfileLocation = {
  city: string;
  coords: { lat: number; lng: number };
};

export type CheckoutContentItem = {
  content_id: string;
  content_type: string;
  content_name: string;
  price: number;
};

export type CheckoutContent = {
  contents: CheckoutContentItem[];
  value: number;
  currency: string;
};

const inRange = (value: unknown, limit: number): value is number =>
  isFiniteNumber(value) && value >= -limit && value <= limit;

export const profileFormCheck = checked<ProfileForm>((value) =>
  isObject(value) && isText(value.dob) && isGender(value.gender)
    ? { dob: value.dob, gender: value.gender }
    : null,
);

export const profileLocationCheck = checked<ProfileLocation>((value) => {
  if (!isObject(value) || !isText(value.city) || !isObject(value.coords)) return null;
  const { lat, lng } = value.coords;
  return inRange(lat, 90) && inRange(lng, 180) ? { city: value.city, coords: { lat, lng } } : null;
});

const contentItem = (value: unknown): CheckoutContentItem | null =>
  isObject(value) &&
  isText(value.content_id) &&
  isText(value.content_type) &&
  isText(value.content_name) &&
  isFiniteNumber(value.price)
    ? {
        content_id: value.content_id,
        content_type: value.content_type,
        content_name: value.content_name,
        price: value.price,
      }
    : null;

export const checkoutContentCheck = checked<CheckoutContent>((value) => {
  if (!isObject(value) || !Array.isArray(value.contents)) return null;
  if (!isFiniteNumber(value.value) || !isText(value.currency)) return null;
  const contents = value.contents.map(contentItem);
  if (contents.some((item) => item === null)) return null;
  return { contents: contents as CheckoutContentItem[], value: value.value, currency: value.currency };
});

// Local storage.
export const profileFormStore = jsonItem('local', 'profile_form', profileFormCheck);
export const profileLocationStore = jsonItem('local', 'profile_location', profileLocationCheck);

// Session storage.
export const checkoutContentStore = jsonItem('session', 'checkout_content', checkoutContentCheck);
