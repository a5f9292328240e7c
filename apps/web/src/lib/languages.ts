/** The interface languages (spec 2 "Language picker"), English first as the source of every text. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
