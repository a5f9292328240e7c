import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteChangeEffects } from './use-route-change-effects';

function Probe() {
  useRouteChangeEffects();
  return <h2 id="refunds">Refunds</h2>;
}

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => {
  delete window.mizanTrackPageView;
  vi.restoreAllMocks();
});

describe('useRouteChangeEffects', () => {
  it('scrolls to the hash target or the top and reports each path or hash change, not query-only changes', async () => {
    const track = vi.fn();
    window.mizanTrackPageView = track;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    const router = renderAt('/');
    expect(track).toHaveBeenLastCalledWith('/');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/about#refunds'));
    expect(track).toHaveBeenLastCalledWith('/about#refunds');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/about?x=1#refunds'));
    expect(track).toHaveBeenCalledTimes(2);

    await act(() => router.navigate('/contacts'));
    expect(track).toHaveBeenLastCalledWith('/contacts');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('is a no-op without an analytics hook and scrolls to the top for an unknown hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/about#missing');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
