/**
 * One address field: what the visitor sees, and what the server is sent. A chosen suggestion sends its
 * placeId and a located position its "lat, lng", for as long as the text is left as it was filled in; once
 * the visitor edits it, the typed text is sent.
 */
export interface TripField {
  text: string;
  /** placeId or "lat, lng" standing for `text`. */
  ref: string | null;
}

export const EMPTY_FIELD: TripField = { text: '', ref: null };

export const typed = (text: string): TripField => ({ text, ref: null });

/** What to send for the field. */
export const sentValue = (field: TripField): string => (field.ref ?? field.text).trim();
