import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for requestIdleCallback with the timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work, 4000);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 4000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it.each([
    [1999, false],
    [2000, true],
  ])('without requestIdleCallback, after %i ms of 4000 has run: %s', (elapsed, ran) => {
    vi.useFakeTimers();
    const work = vi.fn();
    const saved = window.requestIdleCallback;
    // @ts-expect-error: Safari has no requestIdleCallback.
    delete window.requestIdleCallback;
    try {
      whenIdle(work, 4000);
      vi.advanceTimersByTime(elapsed);
      expect(work).toHaveBeenCalledTimes(ran ? 1 : 0);
    } finally {
      if (saved) window.requestIdleCallback = saved;
    }
  });
});
