/**
 * The estimator form's field names. Sent before the page's scripts run, the form is the browser's own: a GET
 * of the same page with the two fields in the query string (ADR 022), which the estimator takes back.
 */
export const TRIP_PARAMS = { departure: 'from', arrival: 'to' } as const;

export interface SentTrip {
  departure: string;
  arrival: string;
}

/** The trip the browser sent in the URL, or null when the URL holds no field of the form. */
export function sentTrip(params: URLSearchParams): SentTrip | null {
  const departure = params.get(TRIP_PARAMS.departure);
  const arrival = params.get(TRIP_PARAMS.arrival);
  if (departure === null && arrival === null) return null;
  return { departure: departure?.trim() ?? '', arrival: arrival?.trim() ?? '' };
}

/** The URL's query without the form's fields (whatever else it held stays). */
export function withoutTrip(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(TRIP_PARAMS.departure);
  rest.delete(TRIP_PARAMS.arrival);
  return rest;
}
