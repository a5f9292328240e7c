import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PassSection } from './pass-section';

beforeEach(async () => {
  await initI18n();
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

// The screen's cached status becomes inactive on success (onDeactivated), which it passes back as `active`.
function Section({ active }: { active: boolean }) {
  return (
    <MemoryRouter>
      <PassSection
        active={active}
        passExpiresAt={active ? '2026-11-28T21:30:00.000Z' : null}
        onDeactivated={() => undefined}
      />
    </MemoryRouter>
  );
}

describe('PassSection: where the focus goes after deactivating', () => {
  it('moves to the message once the pass is deactivated, the button it was on being gone', async () => {
    answer(200, { csrf: 'token', message: 'Pass deactivated' });
    const { rerender } = render(<Section active />);
    const button = screen.getByRole('button', { name: 'Deactivate my pass' });
    button.focus();
    fireEvent.click(button);
    const message = await screen.findByRole('status');
    rerender(<Section active={false} />);
    expect(message).toHaveTextContent('Your pass was deactivated.');
    expect(screen.queryByRole('button', { name: 'Deactivate my pass' })).toBeNull();
    expect(screen.getByRole('status').closest('[tabindex]')).toHaveFocus();
  });
});
