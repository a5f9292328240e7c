import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { PayScreen } from './pay-screen';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const price = (unit_amount: number, currency: string, id: string, days: number, most_popular = false) => ({
  unit_amount,
  currency,
  id,
  days,
  most_popular,
});

/** The API as fetch sees it: the prices in the currency asked for, and a demo checkout session. */
function stubApi() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/csrf') return json({ csrf: 't' });
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/plan-prices')) {
        const currency = url.includes('currency=GBP') ? 'gbp' : 'eur';
        return json({
          plans: {
            '4day': price(499, currency, '3DAYPASS', 3),
            '10day': price(899, currency, '7DAYPASS', 7, true),
            '15day': price(1499, currency, '15DAYPASS', 15),
          },
        });
      }
      return json({ clientSecret: 'cs_1_secret', sessionId: 'cs_1', provider: 'demo', publishableKey: null });
    }),
  );
  return calls;
}

function stubLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, language: languages[0], languages });
}

const payPage = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={['/pay?t=translate']}>
      <PayScreen trigger="translate" />
    </MemoryRouter>
  </QueryClientProvider>
);

function renderScreen() {
  return render(payPage());
}

beforeAll(async () => {
  // The checkout box loads its session view lazily: load it once here, so a busy machine's first transform of
  // its modules does not eat the first test's waiting time.
  await import('./checkout-session');
});

beforeEach(async () => {
  resetCsrfToken();
  sessionStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  await initI18n();
});
afterEach(() => vi.unstubAllGlobals());

describe('PayScreen currency (spec 7)', () => {
  it('asks prices in GBP and opens the checkout session in GBP for a British browser', async () => {
    stubLanguages(['fr-FR', 'en-GB']);
    const calls = stubApi();
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Pay £8.99' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/plan-prices?currency=GBP');
    expect(calls.find((c) => c.url === '/api/create-checkout-session')?.body).toEqual({
      trigger: 'translate',
      plan: '10day',
      userLocale: 'fr-FR',
      userCurrency: 'GBP',
      csrf: 't',
    });
  });

  it('leaves the currency to the server otherwise', async () => {
    stubLanguages(['en-US', 'en']);
    const calls = stubApi();
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Pay €8.99' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/plan-prices'));
    expect(calls.find((c) => c.url === '/api/create-checkout-session')?.body).toEqual({
      trigger: 'translate',
      plan: '10day',
      userLocale: 'en-US',
      csrf: 't',
    });
  });
});

describe('PayScreen prerendered (ADR 021)', () => {
  it('asks for the prices once, in the browser’s currency, when it hydrates the page', async () => {
    stubLanguages(['en-GB']);
    const calls = stubApi();
    const container = document.createElement('div');
    container.innerHTML = renderToString(payPage());
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, payPage());
    });
    expect(await screen.findByRole('button', { name: 'Pay £8.99' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.map((c) => c.url).filter((url) => url.startsWith('/api/plan-prices'))).toEqual([
      '/api/plan-prices?currency=GBP',
    ]);
    container.remove();
  });
});

describe('PayScreen before the prices', () => {
  it('marks the 7-day pass most popular from the first render', () => {
    stubLanguages(['en-US']);
    stubApi();
    renderScreen();
    const plans = screen.getByRole('radiogroup', { name: 'Choose your pass' });
    expect(within(plans).getByRole('radio', { name: /7-day pass/ })).toHaveTextContent('Most popular');
    expect(within(plans).getAllByText('Most popular')).toHaveLength(1);
  });
});

describe('PayScreen offline', () => {
  it('says the visitor is offline beside the plans while the prices wait for the connection', async () => {
    stubLanguages(['en-US']);
    const calls = stubApi();
    onlineManager.setOnline(false);
    try {
      renderScreen();
      const plans = screen.getByRole('region', { name: 'Choose your pass' });
      expect(
        await within(plans).findByText(
          'You are offline. The payment goes on as soon as you are connected again.',
        ),
      ).toBeInTheDocument();
      expect(calls.map((c) => c.url)).not.toContain('/api/plan-prices');

      act(() => onlineManager.setOnline(true));
      expect(await within(plans).findByText('Only €1.28/day')).toBeInTheDocument();
      expect(within(plans).queryByText(/You are offline/)).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says so too when the page was opened offline and the prices request failed', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US'], onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderScreen();
    const plans = screen.getByRole('region', { name: 'Choose your pass' });
    expect(
      await within(plans).findByText(
        'You are offline. The payment goes on as soon as you are connected again.',
      ),
    ).toBeInTheDocument();
    expect(within(plans).queryByText(/Prices could not be loaded/)).toBeNull();
  });
});
