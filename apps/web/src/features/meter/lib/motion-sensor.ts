// The phone's motion sensor for the meter (ADR 007, issue 16 round 7): without Doppler, a phone whose
// accelerometer reads only its own noise is lying still, whatever multipath does to its fixes. Loaded with the
// ride's feed (ride-feed.ts).

/** Fewer samples than this between two fixes say nothing. */
const MIN_SAMPLES = 5;
/**
 * A pause longer than this between samples (the page in the background, a sensor that stalled) leaves part of
 * the time since the previous fix unread: that fix gets no reading, since the engine takes a reading to cover
 * all of it (a phone quiet through a gap in the fixes stood).
 */
const MAX_PAUSE_MS = 1000;

/**
 * Accumulates `devicemotion` samples and gives, at each fix, the RMS of the acceleration about its mean since
 * the previous fix (m/s²; the mean takes gravity out, whatever way the phone lies), or null when the samples
 * did not cover that time: then the engine runs on positions alone, as without a sensor.
 */
export function watchVibration(target: Window): { take: () => number | null; stop: () => void } {
  let n = 0;
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let last = Date.now();
  let holed = false;
  const onMotion = (event: DeviceMotionEvent) => {
    const a = event.accelerationIncludingGravity ?? event.acceleration;
    const axes = [a?.x, a?.y, a?.z];
    if (!axes.every((v): v is number => typeof v === 'number' && Number.isFinite(v))) return;
    const now = Date.now();
    holed ||= now - last > MAX_PAUSE_MS;
    last = now;
    n += 1;
    axes.forEach((v, i) => {
      sum[i]! += v;
      squares[i]! += v * v;
    });
  };
  target.addEventListener('devicemotion', onMotion);
  return {
    take: () => {
      const now = Date.now();
      const covered = !holed && now - last <= MAX_PAUSE_MS && n >= MIN_SAMPLES;
      const variance = [0, 1, 2].reduce((total, i) => total + squares[i]! / n - (sum[i]! / n) ** 2, 0);
      n = 0;
      sum.fill(0);
      squares.fill(0);
      last = now;
      holed = false;
      return covered ? Math.round(Math.sqrt(Math.max(0, variance)) * 1000) / 1000 : null;
    },
    stop: () => target.removeEventListener('devicemotion', onMotion),
  };
}
