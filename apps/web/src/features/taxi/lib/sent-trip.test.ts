import { describe, expect, it } from 'vitest';
import { sentTrip, withoutTrip } from './sent-trip';

describe('the trip the browser sent before the scripts ran', () => {
  it('reads both fields, trimmed', () => {
    expect(sentTrip(new URLSearchParams('from=+Koutoubia+Mosque&to=Marrakech+Train+Station'))).toEqual({
      departure: 'Koutoubia Mosque',
      arrival: 'Marrakech Train Station',
    });
  });

  it('reads a form sent with one field empty (Enter in departure)', () => {
    expect(sentTrip(new URLSearchParams('from=Koutoubia&to='))).toEqual({ departure: 'Koutoubia', arrival: '' });
  });

  it('is null for a URL without the form', () => {
    expect(sentTrip(new URLSearchParams('t=x'))).toBeNull();
  });

  it('drops the form from the query and keeps the rest', () => {
    expect(withoutTrip(new URLSearchParams('from=a&utm_source=b&to=c')).toString()).toBe('utm_source=b');
  });
});
