import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PayScreen } from './pay-screen';

// The page settles when the test says so (lib/when-settled.ts waits 5 s after load).
const settle = vi.hoisted(() => ({ work: [] as (() => void)[] }));
vi.mock('@/lib/when-settled', () => ({ whenSettled: (work: () => void) => settle.work.push(work) }));
const settled = () => settle.work.splice(0).forEach((work) => work());

const plan = (unit_amount: number, id: string, days: number, most_popular = false) => ({
  unit_amount,
  currency: 'eur',
  id,
  days,
  most_popular,
});

beforeEach(async () => {
  await initI18n();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        plans: {
          '4day': plan(499, '3DAYPASS', 3),
          '10day': plan(899, '7DAYPASS', 7, true),
          '15day': plan(1499, '15DAYPASS', 15),
        },
      }),
    ),
  );
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.ttq;
  sessionStorage.clear();
});

describe('PayScreen ad tracking (spec 7)', () => {
  it('reports the plan on show once the page has settled, with no tracking code in the first load', async () => {
    const pixel = { track: vi.fn() };
    window.ttq = pixel;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PayScreen trigger={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Only €1.28/day')).toBeInTheDocument();
    expect(pixel.track).not.toHaveBeenCalled();

    await act(async () => settled());
    await vi.waitFor(() =>
      expect(pixel.track).toHaveBeenCalledWith('ViewContent', {
        contents: [
          { content_id: '7DAYPASS', content_type: 'product', content_name: '7-day pass', price: 8.99 },
        ],
        value: 8.99,
        currency: 'EUR',
      }),
    );
  });
});
