import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import type { CheckoutSessionInput } from '../api/create-checkout-session';
import { CheckoutBox } from './checkout-box';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const demoSession = {
  clientSecret: 'cs_demo_1_secret',
  sessionId: 'cs_demo_1',
  provider: 'demo',
  publishableKey: null,
};

function stubApi(
  session: () => Response,
  pay: () => Response = () =>
    json({ paid: true, returnUrl: 'http://localhost:3000/pay/complete?session_id=cs_demo_1&t=translate' }),
) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/csrf') return json({ csrf: 't' });
      bodies.push({ url, ...(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>) });
      return url === '/api/demo-checkout/pay' ? pay() : session();
    }),
  );
  return bodies;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

// The page keeps one session per plan for its life (spec 4), across renders: each test opens a session of its
// own (plan, trigger or kind), so none is handed another's. A failed start is not kept.
const input: CheckoutSessionInput = {
  kind: 'standard',
  plan: '10day',
  trigger: 'translate',
  userLocale: 'en-US',
  userCurrency: null,
};

function renderBox(session: CheckoutSessionInput = input) {
  return render(
    <MemoryRouter initialEntries={['/pay']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <CheckoutBox session={session} amount="€8.99" />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  // The box loads its session view and form lazily: load them once here, so a busy machine's first transform
  // of their modules does not eat the first test's waiting time.
  await Promise.all([import('./checkout-session'), import('./demo-card-form')]);
});

beforeEach(async () => {
  resetCsrfToken();
  await initI18n();
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutBox', () => {
  it('opened offline, says so instead of a failure, and asks again once the device is back online', async () => {
    let connected = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
    stubApi(() => json(demoSession));
    const online = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation((...args) =>
      connected && online ? online(...args) : Promise.reject(new TypeError('Failed to fetch')),
    );
    try {
      renderBox({ ...input, plan: '4day' });
      expect(
        await screen.findByText('You are offline. The payment goes on as soon as you are connected again.'),
      ).toBeVisible();
      expect(screen.queryByText('Failed to start checkout')).toBeNull();
      connected = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByLabelText('Card number')).toBeVisible();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('offline, says the checkout waits for the connection, asks nothing, and opens once it is back', async () => {
    let connected = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
    const bodies = stubApi(() => json(demoSession));
    try {
      renderBox({ ...input, trigger: 'taxi-meter' });
      expect(
        await screen.findByText('You are offline. The payment goes on as soon as you are connected again.'),
      ).toBeVisible();
      expect(bodies).toEqual([]);
      connected = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByLabelText('Card number')).toBeVisible();
      expect(bodies.map((body) => body.url)).toEqual(['/api/create-checkout-session']);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a payment tapped offline waits for the connection, says so, and goes through once it is back', async () => {
    let connected = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
    const bodies = stubApi(() => json(demoSession));
    try {
      renderBox({ ...input, plan: '15day' });
      fireEvent.change(await screen.findByLabelText('Card number'), {
        target: { value: '4242424242424242' },
      });
      fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
      fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
      connected = false;
      fireEvent.click(screen.getByRole('button', { name: 'Pay €8.99' }));
      expect(
        await screen.findByText('You are offline. The payment goes on as soon as you are connected again.'),
      ).toBeVisible();
      // Busy yet focusable: a second tap pays nothing more.
      const processing = screen.getByRole('button', { name: 'Processing…' });
      expect(processing).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(processing);
      expect(bodies.map((body) => body.url)).toEqual(['/api/create-checkout-session']);
      connected = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('/pay/complete?session_id=cs_demo_1&t=translate')).toBeInTheDocument();
      expect(bodies.map((body) => body.url)).toEqual([
        '/api/create-checkout-session',
        '/api/demo-checkout/pay',
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('opens a session for the plan, mounts the demo form, and goes to the completion page once paid', async () => {
    const bodies = stubApi(() => json(demoSession));
    renderBox();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveStyle({ minHeight: '650px' });
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €8.99' }));
    expect(await screen.findByText('/pay/complete?session_id=cs_demo_1&t=translate')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        url: '/api/create-checkout-session',
        trigger: 'translate',
        plan: '10day',
        userLocale: 'en-US',
        csrf: 't',
      },
      {
        url: '/api/demo-checkout/pay',
        sessionId: 'cs_demo_1',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        csrf: 't',
      },
    ]);
  });

  it('shows the decline message and stays', async () => {
    stubApi(
      () => json(demoSession),
      () => json({ error: 'Your card was declined.', code: 'payment_required' }, 402),
    );
    renderBox({ ...input, kind: 'tst' });
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveStyle({ minHeight: '560px' });
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12/34' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €8.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByTestId('where')).toHaveTextContent('/pay');
  });

  it.each([
    [
      'the server message',
      () => json({ error: 'Checkout is closed for maintenance.', code: 'unavailable' }, 503),
      'Checkout is closed for maintenance.',
    ],
    ['the default text', () => json({}, 500), 'Failed to start checkout'],
    [
      'the default text for a Stripe session without its key',
      () => json({ ...demoSession, provider: 'stripe' }),
      'Failed to start checkout',
    ],
  ])('a failed start shows %s in a red box', async (_name, session, text) => {
    stubApi(session);
    renderBox({ ...input, kind: 'mr' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('CheckoutBox deferred until seen (ADR 022)', () => {
  /** An IntersectionObserver the test drives: `show()` reports the observed box in view. */
  function stubObserver() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
      },
    );
    return {
      show: () =>
        observers.forEach(({ callback, targets }) =>
          callback(
            targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          ),
        ),
    };
  }

  it('opens the session only once the box comes into view', async () => {
    const observer = stubObserver();
    const bodies = stubApi(() => json(demoSession));
    render(
      <MemoryRouter initialEntries={['/pay']}>
        <CheckoutBox session={{ ...input, trigger: null }} amount="€8.99" deferUntilSeen />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);
    expect(screen.getByText('Loading payment SDK…')).toBeInTheDocument();
    act(() => observer.show());
    expect(await screen.findByRole('button', { name: 'Pay €8.99' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(bodies.map((body) => body.url)).toEqual(['/api/create-checkout-session']);
  });
});
