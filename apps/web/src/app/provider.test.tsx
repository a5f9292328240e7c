import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { AppProvider } from './provider';

describe('AppProvider toasts', () => {
  it('mounts no toast host until the first toast, then shows every toast, one at a time', async () => {
    render(
      <AppProvider queries={{ served: null, client: null }}>
        <p>screen</p>
      </AppProvider>,
    );
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();

    // The first toast mounts the host and is still shown. (An awaited act() would hold back the very render
    // the toast waits for.)
    act(() => void notify('Signed in', 'success'));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();

    act(() => void notify('Language could not be loaded', 'error'));
    expect(await screen.findByText('Language could not be loaded')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Signed in')).toBeNull();
  });
});
