import { beforeEach, describe, expect, it } from 'vitest';
import { pendingEstimateStore } from './pending-estimate';

beforeEach(() => sessionStorage.clear());

describe('pending_estimate', () => {
  it.each([
    ['{"departure":"A","arrival":"B","go":true}', { departure: 'A', arrival: 'B', go: true }],
    ['{"departure":"A","arrival":"B","go":true,"extra":1}', { departure: 'A', arrival: 'B', go: true }],
    ['{"departure":"A","arrival":"B","go":"yes"}', null],
    ['{"departure":"A","go":false}', null],
    ['["A","B",true]', null],
    ['null', null],
    ['not json', null],
  ])('reads %s as %j', (raw, expected) => {
    sessionStorage.setItem('pending_estimate', raw);
    expect(pendingEstimateStore.read()).toEqual(expected);
  });

  it('round-trips what the estimator writes', () => {
    pendingEstimateStore.write({ departure: 'Koutoubia', arrival: 'Gare', go: false });
    expect(pendingEstimateStore.read()).toEqual({ departure: 'Koutoubia', arrival: 'Gare', go: false });
  });
});
