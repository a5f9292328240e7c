import { describe, expect, it } from 'vitest';
import { predictAxis, updateAxis } from './kalman-axis';

describe('kalman axis', () => {
  it('predicts the position along the velocity and grows the uncertainty', () => {
    const next = predictAxis({ p: 10, v: 2, pp: 4, pv: 0, vv: 1 }, 3, 2);
    expect(next.p).toBe(16);
    expect(next.v).toBe(2);
    // pp + dt² vv + q dt³ / 3, with q = 4.
    expect(next.pp).toBeCloseTo(4 + 9 + 36, 9);
    expect(next.pv).toBeCloseTo(3 + 18, 9);
    expect(next.vv).toBeCloseTo(1 + 12, 9);
  });

  it('an update moves the position towards the measurement by its weight and shrinks the variance', () => {
    const prior = { p: 0, v: 1, pp: 9, pv: 3, vv: 4 };
    const post = updateAxis(prior, 10, 9);
    expect(post.p).toBeCloseTo(5, 9);
    expect(post.v).toBeCloseTo(1 + (3 / 18) * 10, 9);
    expect(post.pp).toBeCloseTo(4.5, 9);
    expect(post.vv).toBeLessThan(prior.vv);
  });
});
