import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from './when-settled';

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function load() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('whenSettled', () => {
  it('waits for the load event, then SETTLE_MS, then an idle moment', () => {
    const requestIdleCallback = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const work = vi.fn();
    whenSettled(work);
    vi.advanceTimersByTime(60_000);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: SETTLE_MS });
    expect(work).not.toHaveBeenCalled();
  });

  it('counts from now when the page has already loaded', () => {
    const requestIdleCallback = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    readyState = 'complete';
    const work = vi.fn();
    whenSettled(work);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: SETTLE_MS });
  });

  it('runs the work after the delay where there is no requestIdleCallback (Safari)', () => {
    const saved = window.requestIdleCallback;
    // @ts-expect-error: Safari has no requestIdleCallback.
    delete window.requestIdleCallback;
    try {
      const work = vi.fn();
      whenSettled(work);
      load();
      vi.advanceTimersByTime(SETTLE_MS - 1);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      if (saved) window.requestIdleCallback = saved;
    }
  });
});
