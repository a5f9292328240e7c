// The interface languages (spec 1): English is the default and the source of every text.
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One text written in every interface language. */
export type Localized = Readonly<Record<Language, string>>;
