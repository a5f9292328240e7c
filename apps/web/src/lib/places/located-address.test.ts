import { describe, expect, it } from 'vitest';
import type { ReverseGeocodeResponse } from '@mizan/contracts/taxi';
import { cityOf, locatedAddress } from './located-address';

const component = (long_name: string, ...types: string[]) => ({ long_name, types });
const answer = (formatted_address: string, ...components: ReturnType<typeof component>[]): ReverseGeocodeResponse => ({
  status: 'OK',
  results: [{ formatted_address, address_components: components }],
});

describe('cityOf', () => {
  it.each([
    ['locality first', [component('Marrakech-Safi', 'administrative_area_level_1'), component('Marrakech', 'locality')], 'Marrakech'],
    ['then the prefecture', [component('Souss-Massa', 'administrative_area_level_1'), component('Agadir-Ida-Ou-Tanane', 'administrative_area_level_2')], 'Agadir-Ida-Ou-Tanane'],
    ['then the region', [component('Fès-Meknès', 'administrative_area_level_1')], 'Fès-Meknès'],
    ['else none', [component('Morocco', 'country')], null],
  ])('%s', (_case, components, city) => {
    const first = answer('x', ...components).results[0];
    expect(first && cityOf(first)).toBe(city);
  });
});

describe('locatedAddress', () => {
  it.each([
    ['keeps an address that names its city', answer('Near Jemaa el-Fna, Marrakech', component('Marrakech', 'locality')), 'Near Jemaa el-Fna, Marrakech'],
    ['adds the city when missing', answer('Rue Bab Agnaou', component('Marrakech', 'locality')), 'Rue Bab Agnaou, Marrakech'],
    ['is the city alone for an empty address', answer('  ', component('Fès', 'locality')), 'Fès'],
    ['is the address alone without a city', answer('Somewhere 12'), 'Somewhere 12'],
    ['is null for ZERO_RESULTS', { status: 'ZERO_RESULTS', results: [] } as ReverseGeocodeResponse, null],
  ])('%s', (_case, response, text) => expect(locatedAddress(response)).toBe(text));
});
