import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASS_STATUS_QUERY_KEY } from '@/features/pass/api/pass-status-key';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { PayHolderNotice } from './pay-holder-notice';

function stubPassStatus(status: { active: boolean; passExpiresAt: string | null }) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(status), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderNotice = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <PayHolderNotice />
      </Suspense>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  sessionStorage.clear();
  await initI18n();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('PayHolderNotice', () => {
  it('tells a holder their pass runs until its end and that a new one would start at payment', async () => {
    stubPassStatus({ active: true, passExpiresAt: '2026-12-02T10:30:00.000Z' });
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(/^Your Smart Pass is already active until Dec 2, 2026/);
    expect(notice).toHaveTextContent('A new pass would start the moment you pay, not after this one.');
  });

  it('in German', async () => {
    await changeLanguage('de');
    stubPassStatus({ active: true, passExpiresAt: '2026-12-02T10:30:00.000Z' });
    renderNotice();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Ihr Smart Pass ist bereits aktiv bis 02\.12\.2026.*Ein neuer Pass würde beginnen, sobald Sie zahlen/,
    );
  });

  it('says nothing to a visitor without a pass', async () => {
    stubPassStatus({ active: false, passExpiresAt: null });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = renderNotice(client);
    // The answer is in: the notice has rendered from it.
    await waitFor(() =>
      expect(client.getQueryData(PASS_STATUS_QUERY_KEY)).toEqual({ active: false, passExpiresAt: null }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
