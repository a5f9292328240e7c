import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_NAMESPACES, changeLanguage, initI18n } from '@/lib/i18n';
import { AppProvider } from './provider';
import { AppRoutes, loadFirstScreen } from './router';

vi.mock('./routes/about', () => ({
  AboutRoute: () => {
    throw new Error('the about screen broke');
  },
}));
vi.mock('./routes/itinerary', () => {
  throw new Error('the itinerary chunk did not load');
});

beforeAll(async () => {
  localStorage.setItem('language', 'en');
  await initI18n(FIRST_PAINT_NAMESPACES);
});

const renderAt = (path: string) =>
  render(
    <AppProvider queries={{ served: null, client: null }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes firstVisit={false} />
      </MemoryRouter>
    </AppProvider>,
  );

// The contacts screen's module and texts load on the first click: a busy machine takes more than 1 s (and
// more than vitest's 5 s for the whole test).
const findContacts = () =>
  screen.findByRole('heading', { level: 1, name: 'Emergency contacts' }, { timeout: 5000 });

describe('AppRoutes', { timeout: 30_000 }, () => {
  it('shows a failing screen as the error page inside the frame, and the next screen starts afresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(await findContacts()).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('renders the first screen, once loaded before the first render, without suspending', async () => {
    await loadFirstScreen('/transcribe');
    renderAt('/transcribe');
    // Synchronously: no Suspense fallback was committed first.
    expect(screen.getByRole('heading', { level: 1, name: 'Translator' })).toBeInTheDocument();
  });

  it('leaves a screen whose code fails to load to its error boundary', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadFirstScreen('/itinerary')).resolves.toBeUndefined();
    renderAt('/itinerary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    logged.mockRestore();
  });

  it('answers an unknown path with the not-found screen', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('names the browser tab after each screen, in the visitor’s language', async () => {
    renderAt('/transcribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Translator' })).toBeInTheDocument();
    expect(document.title).toBe('Translator · Mizan');

    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(await findContacts()).toBeInTheDocument();
    expect(document.title).toBe('Emergency contacts · Mizan');

    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(document.title).toBe('Contacts d’urgence · Mizan'));
    await act(() => changeLanguage('en'));
  });

  it('names the not-found tab too', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });
    expect(document.title).toBe('Oops! Page not found · Mizan');
  });
});
