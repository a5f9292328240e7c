import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteChangeEffects } from './use-route-change-effects';

const LINKS = ['/about#refunds', '/about?x=1#refunds', '/contacts'];

function Probe() {
  useRouteChangeEffects();
  return (
    <>
      <h2 id="refunds">Refunds</h2>
      {LINKS.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
    </>
  );
}

const follow = (to: string) => fireEvent.click(screen.getByRole('link', { name: to }));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );

afterEach(() => {
  delete window.mizanTrackPageView;
  vi.restoreAllMocks();
});

describe('useRouteChangeEffects', () => {
  it('scrolls to the hash target or the top and reports each path or hash change, not query-only changes', () => {
    const track = vi.fn();
    window.mizanTrackPageView = track;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    renderAt('/');
    expect(track).toHaveBeenLastCalledWith('/');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    follow('/about#refunds');
    expect(track).toHaveBeenLastCalledWith('/about#refunds');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    follow('/about?x=1#refunds');
    expect(track).toHaveBeenCalledTimes(2);

    follow('/contacts');
    expect(track).toHaveBeenLastCalledWith('/contacts');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('is a no-op without an analytics hook and scrolls to the top for an unknown hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/about#missing');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
