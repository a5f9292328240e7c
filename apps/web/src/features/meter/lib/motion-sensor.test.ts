import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchVibration } from './motion-sensor';

function motion(x: number, y: number, z: number): Event {
  return Object.assign(new Event('devicemotion'), {
    accelerationIncludingGravity: { x, y, z },
    acceleration: null,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchVibration', () => {
  it('gives the RMS about the mean since the previous fix, gravity taken out', () => {
    const target = new EventTarget() as unknown as Window;
    const meter = watchVibration(target);
    // Lying flat, the z axis swinging 0.3 m/s² either side of gravity.
    for (let i = 0; i < 60; i++) target.dispatchEvent(motion(0, 0, 9.81 + (i % 2 === 0 ? 0.3 : -0.3)));
    expect(meter.take()).toBeCloseTo(0.3, 3);
    // Read since the previous fix only: a still phone now.
    for (let i = 0; i < 60; i++) target.dispatchEvent(motion(0.1, 0.2, 9.81));
    expect(meter.take()).toBe(0);
    meter.stop();
  });

  it('says nothing when the samples left part of the time unread (the page in the background)', () => {
    vi.useFakeTimers();
    const target = new EventTarget() as unknown as Window;
    const meter = watchVibration(target);
    const sample = () => {
      vi.advanceTimersByTime(20);
      target.dispatchEvent(motion(0, 0, 9.81));
    };
    for (let i = 0; i < 50; i++) sample();
    vi.advanceTimersByTime(30_000);
    for (let i = 0; i < 50; i++) sample();
    expect(meter.take()).toBeNull();
    // The next fix's time is read whole again.
    for (let i = 0; i < 50; i++) sample();
    expect(meter.take()).toBe(0);
    // A fix 5 s after the last sample: the sensor stalled.
    for (let i = 0; i < 50; i++) sample();
    vi.advanceTimersByTime(5000);
    expect(meter.take()).toBeNull();
    meter.stop();
  });

  it('says nothing without samples (no sensor, or a sensor that sends none)', () => {
    const target = new EventTarget() as unknown as Window;
    const meter = watchVibration(target);
    expect(meter.take()).toBeNull();
    target.dispatchEvent(Object.assign(new Event('devicemotion'), { accelerationIncludingGravity: null }));
    expect(meter.take()).toBeNull();
    meter.stop();
    for (let i = 0; i < 60; i++) target.dispatchEvent(motion(0, 0, 9.81));
    expect(meter.take()).toBeNull();
  });
});
