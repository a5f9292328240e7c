import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { POLL_INTERVAL_MS } from '../hooks/use-completion';
import { CompletionScreen } from './completion-screen';

beforeAll(() => initI18n());
beforeEach(() => {
  vi.useFakeTimers();
  resetCsrfToken();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ active: false, passExpiresAt: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CompletionScreen for a screen reader', () => {
  it('shows the count of checks without saying it at every check', async () => {
    render(
      <CompletionScreen
        kind="standard"
        sessionId={null}
        trigger={null}
        onPassActive={() => undefined}
        visitor={async () => null}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS));
    const checks = screen.getByTestId('completion-checks');
    expect(checks).toHaveTextContent('3');
    expect(checks.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
  });
});
