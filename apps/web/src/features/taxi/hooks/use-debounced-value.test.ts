import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the value only once it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'je' } });
    rerender({ value: 'jem' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'jemaa' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('je');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('jemaa');
  });
});
