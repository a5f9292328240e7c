import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { savedTripsStore, saveTrip } from '../lib/saved-trips';
import { defaultForm, localIsoDate } from '../lib/wizard-form';
import { PlannerScreen } from './planner-screen';

// Pages may be rendered ahead of time and hydrated: what only the browser knows (the trips saved on this
// device, today's date) must come after hydration, never make the browser's first render differ.

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  savedTripsStore.remove();
  document.body.innerHTML = '';
});

// A shared machine's load has taken this past vitest's 5 s (1-2 s alone), as the screen's other tests.
it('hydrates a page rendered ahead of time without a mismatch, then shows the saved trips and today', { timeout: 30_000 }, async () => {
  saveTrip(
    { ...defaultForm(), destination: 'fes', startDate: '2026-12-01', interests: ['culture'], transport: ['walking'] },
    {
      days: [{ day: 1, date: '2026-12-01', title: 'Medina', theme: 'Gates', locations: [], dailyTips: [] }],
      practicalInfo: { transport: 'On foot.', budget: 'Modest.', tips: [] },
      metadata: { source: 'embedded' },
    },
  );
  const html = renderToString(<PlannerScreen />);
  expect(html).not.toContain('Fes · 1 day');
  expect(html).toContain('type="date" class');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <PlannerScreen />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: /Fes · 1 day/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Start date')).toHaveValue(localIsoDate(new Date()));
});
