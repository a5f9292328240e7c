import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import type { QuerySlot } from './provider';
import { clientOf } from './query-scope';
import { useServerAnswer } from './use-server-answer';
import type { ServerQuery } from './use-server-answer';

let settle: (() => void) | undefined;
vi.mock('@/lib/when-settled', () => ({
  whenSettled: (work: () => void) => {
    settle = work;
  },
}));

afterEach(() => {
  settle = undefined;
});

const query = (queryFn: () => Promise<string>): ServerQuery<string> => ({
  queryKey: ['test', 'answer'],
  queryFn,
  staleTime: 60_000,
});

function Answer({ of, enabled = true }: { of: ServerQuery<string>; enabled?: boolean }) {
  const [answer, set] = useServerAnswer(of, enabled);
  return (
    <>
      <p>{answer.isError ? 'failed' : answer.isPending ? 'pending' : answer.data}</p>
      <button type="button" onClick={() => set('set by the screen')}>
        set
      </button>
    </>
  );
}

const renderWith = (slot: QuerySlot, of: ServerQuery<string>, enabled?: boolean) =>
  render(
    <AppProvider queries={slot}>
      <Answer of={of} enabled={enabled} />
    </AppProvider>,
  );

describe('useServerAnswer', () => {
  it('fetches its first answer without a client, and hands it to the client once the page has settled', async () => {
    const slot: QuerySlot = { served: null, client: null };
    const fetcher = vi.fn(() => Promise.resolve('first'));
    renderWith(slot, query(fetcher));
    expect(screen.getByText('pending')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('first')).toBeTruthy());
    expect(slot.client).toBeNull();

    act(() => settle?.());
    await waitFor(() => expect(slot.client?.getQueryData(['test', 'answer'])).toBe('first'));
    // Fresh in the client: not asked again.
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('follows the client at once when it is already made', async () => {
    const slot: QuerySlot = { served: null, client: null };
    clientOf(slot).setQueryData(['test', 'answer'], 'from the client');
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    renderWith(slot, query(fetcher));
    await waitFor(() => expect(screen.getByText('from the client')).toBeTruthy());
    expect(fetcher).not.toHaveBeenCalled();
    act(() => slot.client?.setQueryData(['test', 'answer'], 'changed elsewhere'));
    await waitFor(() => expect(screen.getByText('changed elsewhere')).toBeTruthy());
  });

  it('says a failed first answer failed', async () => {
    renderWith({ served: null, client: null }, query(() => Promise.reject(new Error('401'))));
    await waitFor(() => expect(screen.getByText('failed')).toBeTruthy());
  });

  it('asks nothing while disabled', async () => {
    const fetcher = vi.fn(() => Promise.resolve('never'));
    renderWith({ served: null, client: null }, query(fetcher), false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('pending')).toBeTruthy();
  });

  it('puts an answer the screen learnt elsewhere on screen and in the client', async () => {
    const slot: QuerySlot = { served: null, client: null };
    renderWith(slot, query(() => Promise.resolve('first')));
    await waitFor(() => expect(screen.getByText('first')).toBeTruthy());
    act(() => screen.getByRole('button', { name: 'set' }).click());
    expect(screen.getByText('set by the screen')).toBeTruthy();
    await waitFor(() => expect(slot.client?.getQueryData(['test', 'answer'])).toBe('set by the screen'));
  });
});
