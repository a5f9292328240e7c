import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutContentStore, profileFormStore, profileLocationStore } from './stored-records';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('json items reject bad stored values', () => {
  it.each([
    ['{"city":"Fes","coords":{"lat":34.06,"lng":-5}}', { city: 'Fes', coords: { lat: 34.06, lng: -5 } }],
    ['{"city":"Fes","coords":{"lat":134,"lng":-5}}', null],
  ])('profile_location %s', (raw, expected) => {
    localStorage.setItem('profile_location', raw);
    expect(profileLocationStore.read()).toEqual(expected);
  });

  it.each([
    ['{"dob":"1990-04-01","gender":"na"}', { dob: '1990-04-01', gender: 'na' }],
    ['{"dob":"1990-04-01","gender":"robot"}', null],
  ])('profile_form %s', (raw, expected) => {
    localStorage.setItem('profile_form', raw);
    expect(profileFormStore.read()).toEqual(expected);
  });

  it('round-trips checkout_content and rejects a price given as text', () => {
    const record = {
      contents: [{ content_id: 'pass-7', content_type: 'pass', content_name: 'Smart Pass', price: 9.99 }],
      value: 9.99,
      currency: 'EUR',
    };
    checkoutContentStore.write(record);
    expect(checkoutContentStore.read()).toEqual(record);
    sessionStorage.setItem('checkout_content', JSON.stringify({ ...record, value: '9.99' }));
    expect(checkoutContentStore.read()).toBeNull();
  });
});
