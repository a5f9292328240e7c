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
    ['{"city":"Fes","coords":{"lat":34.06,"lng":-181}}', null],
    [
      '{"city":"Fes","coords":{"lat":-90,"lng":180},"zoom":3}',
      { city: 'Fes', coords: { lat: -90, lng: 180 } },
    ],
    ['{"city":"Fes","coords":{"lat":"34.06","lng":-5}}', null],
    ['{"city":null,"coords":{"lat":34.06,"lng":-5}}', null],
    ['{"city":"Fes","coords":[34.06,-5]}', null],
    ['{"city":"Fes"}', null],
    ['[]', null],
    ['not json', null],
  ])('profile_location %s', (raw, expected) => {
    localStorage.setItem('profile_location', raw);
    expect(profileLocationStore.read()).toEqual(expected);
  });

  it.each([
    ['{"dob":"1990-04-01","gender":"na"}', { dob: '1990-04-01', gender: 'na' }],
    ['{"dob":"1990-04-01","gender":"robot"}', null],
    ['{"dob":"","gender":""}', { dob: '', gender: '' }],
    ['{"dob":"1990-04-01","gender":"female","city":"Fes"}', { dob: '1990-04-01', gender: 'female' }],
    ['{"dob":19900401,"gender":"male"}', null],
    ['{"gender":"other"}', null],
    ['{"dob":"1990-04-01","gender":"toString"}', null],
    ['null', null],
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

  it('keeps only the listed fields of checkout_content and rejects a bad item', () => {
    const item = { content_id: 'pass-3', content_type: 'pass', content_name: 'Smart Pass', price: 4.99 };
    const record = { contents: [item], value: 4.99, currency: 'EUR' };
    sessionStorage.setItem(
      'checkout_content',
      JSON.stringify({ ...record, contents: [{ ...item, qty: 1 }], x: 1 }),
    );
    expect(checkoutContentStore.read()).toEqual(record);
    sessionStorage.setItem(
      'checkout_content',
      JSON.stringify({ ...record, contents: [item, { ...item, price: null }] }),
    );
    expect(checkoutContentStore.read()).toBeNull();
    sessionStorage.setItem('checkout_content', JSON.stringify({ ...record, contents: {} }));
    expect(checkoutContentStore.read()).toBeNull();
    sessionStorage.setItem('checkout_content', JSON.stringify({ ...record, contents: [] }));
    expect(checkoutContentStore.read()).toEqual({ ...record, contents: [] });
  });
});
