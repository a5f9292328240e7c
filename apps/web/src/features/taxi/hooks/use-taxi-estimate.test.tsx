import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { FIRST_PAINT_NAMESPACES, changeLanguage, initI18n } from '@/lib/i18n';
import { typed } from '../lib/trip-field';
import { useTaxiEstimate } from './use-taxi-estimate';

const ESTIMATE = {
  prix: 10,
  distance: 3.1,
  duree: 9.2,
  ville: 'Marrakech',
  tarif: 'Day',
  depart: 'Koutoubia Mosque, Marrakech',
  arrivee: 'Marrakech Train Station, Marrakech',
  departAr: 'مسجد الكتبية',
  arriveeAr: 'محطة القطار مراكش',
  arriveeFr: 'Gare de Marrakech, Marrakech',
  standardTariff: false,
  range: { low: 9.53, high: 11.43 },
  tariff: { name: 'Marrakech', citation: 'published tariff', source: 'test', effectiveFrom: 'unknown' },
  airport: null,
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as fetch sees it; records what the estimate call saw in session storage when it was sent. */
function stubApi(estimate: () => Response | Promise<Response>) {
  const seen: { pendingAtCall: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/auth/csrf') return answer(200, { csrf: 't' });
      seen.push({
        pendingAtCall: sessionStorage.getItem('pending_estimate'),
        body: JSON.parse(String(init?.body)),
      });
      return estimate();
    }),
  );
  return seen;
}

function render(onPaymentRequired = vi.fn(async () => undefined)) {
  return { hook: renderHook(() => useTaxiEstimate(onPaymentRequired)), onPaymentRequired };
}

const pending = () => JSON.parse(sessionStorage.getItem('pending_estimate') ?? 'null') as unknown;

beforeEach(() => {
  resetCsrfToken();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('useTaxiEstimate', () => {
  it('stores the trip with go up BEFORE the call, sends the placeId, then lowers go once granted', async () => {
    const seen = stubApi(() => answer(200, ESTIMATE));
    const { hook } = render();
    await act(() =>
      hook.result.current.run(
        { text: 'Koutoubia Mosque, Marrakech', ref: 'marrakech:koutoubia' },
        typed('gare marrakech'),
      ),
    );
    expect(seen).toEqual([
      {
        pendingAtCall: JSON.stringify({
          departure: 'Koutoubia Mosque, Marrakech',
          arrival: 'gare marrakech',
          go: true,
        }),
        body: { depart: 'marrakech:koutoubia', arrivee: 'gare marrakech', lang: 'en', csrf: 't' },
      },
    ]);
    expect(pending()).toEqual({
      departure: 'Koutoubia Mosque, Marrakech',
      arrival: 'gare marrakech',
      go: false,
    });
    expect(hook.result.current.estimate).toEqual(ESTIMATE);
    expect(hook.result.current.problem).toBeNull();
  });

  it('sends the visitor’s language, so the card names the places in it', async () => {
    await initI18n(FIRST_PAINT_NAMESPACES);
    await changeLanguage('fr');
    try {
      const seen = stubApi(() => answer(200, ESTIMATE));
      const { hook } = render();
      await act(() => hook.result.current.run(typed('jamaa lfna'), typed('gare marrakech')));
      expect(seen.map((call) => call.body)).toEqual([
        { depart: 'jamaa lfna', arrivee: 'gare marrakech', lang: 'fr', csrf: 't' },
      ]);
    } finally {
      await changeLanguage('en');
    }
  });

  it.each([
    ['an empty departure', typed(''), typed('gare')],
    ['a blank arrival', typed('Koutoubia'), typed('   ')],
  ])('refuses %s without a call or a pending trip', async (_case, departure, arrival) => {
    const seen = stubApi(() => answer(200, ESTIMATE));
    const { hook } = render();
    await act(() => hook.result.current.run(departure, arrival));
    expect(hook.result.current.problem).toBe('missingAddresses');
    expect(seen).toEqual([]);
    expect(pending()).toBeNull();
  });

  it('on 402 keeps the trip with go up and hands over to the paywall', async () => {
    stubApi(() => answer(402, { error: 'Your free estimate is used.', code: 'payment_required' }));
    const { hook, onPaymentRequired } = render();
    await act(() => hook.result.current.run(typed('Koutoubia'), typed('Bab Doukkala')));
    expect(onPaymentRequired).toHaveBeenCalledOnce();
    expect(pending()).toEqual({ departure: 'Koutoubia', arrival: 'Bab Doukkala', go: true });
    expect(hook.result.current.problem).toBeNull();
  });

  it.each([
    [
      'the reason the server gave',
      () => answer(404, { error: 'Arrival address not found: "zz".', code: 'arrival_not_found' }),
      { code: 'arrival_not_found', message: 'Arrival address not found: "zz".' },
    ],
    ['service unavailable without one', () => answer(503, {}), 'unavailable'],
    [
      'connection error when the network is down',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'connection',
    ],
  ])('shows %s, and lowers go so a reload does not fire it again', async (_case, estimate, problem) => {
    stubApi(estimate);
    const { hook, onPaymentRequired } = render();
    await act(() => hook.result.current.run(typed('Koutoubia'), typed('zz')));
    expect(hook.result.current.problem).toEqual(problem);
    expect(onPaymentRequired).not.toHaveBeenCalled();
    expect(pending()).toEqual({ departure: 'Koutoubia', arrival: 'zz', go: false });
  });
});
