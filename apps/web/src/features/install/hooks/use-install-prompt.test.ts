import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isIosSafari, useInstallPrompt } from './use-install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it.each([
    ['iPhone Safari', IPHONE_SAFARI, 5, true],
    ['iPhone Chrome', IPHONE_CHROME, 5, false],
    ['iPad in desktop mode', IPAD_DESKTOP_MODE, 5, true],
    ['a Mac', IPAD_DESKTOP_MODE, 0, false],
    ['Android Chrome', ANDROID_CHROME, 5, false],
  ])('%s -> %s', (_name, ua, touch, expected) => expect(isIosSafari(ua, touch)).toBe(expected));
});

describe('useInstallPrompt', () => {
  it('stays hidden until the browser offers an install, then prompts and hides once installed', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.state).toBe('hidden');

    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.state).toBe('available');

    await act(() => result.current.install());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('installed');
  });

  it('hides after appinstalled', () => {
    const { result } = renderHook(() => useInstallPrompt());
    act(() => void window.dispatchEvent(new Event('beforeinstallprompt')));
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(result.current.state).toBe('installed');
  });
});
