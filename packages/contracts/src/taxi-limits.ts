// The taxi calls' limits without their schemas (no zod), for the screens that need a limit before a request
// loads the schemas (ADR 022).

/** Longest address text or placeId accepted: far above any real address, small enough to refuse junk. */
export const MAX_ADDRESS_LENGTH = 200;
/** Suggestions are asked for from this many characters on (spec 5). */
export const MIN_AUTOCOMPLETE_LENGTH = 3;
