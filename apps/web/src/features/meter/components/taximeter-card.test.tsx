import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { TaximeterCard } from './taximeter-card';

// 14:00 on 1 July 2026 in Morocco (UTC+1): day, Marrakech's summer night window.
const T0 = Date.parse('2026-07-01T13:00:00Z');
const JEMAA_EL_FNA = { latitude: 31.6258, longitude: -7.9891 };
const FES_MEDINA = { latitude: 34.0647, longitude: -4.9733 };

type Permission = 'granted' | 'prompt' | 'denied';

/** navigator.geolocation and navigator.permissions as a phone gives them, scripted by the test. */
function fakeDevice(permission: Permission, here: { latitude: number; longitude: number }) {
  const watchers: PositionCallback[] = [];
  const position = (at: number, accuracy = 5) =>
    ({ coords: { ...here, accuracy, speed: null }, timestamp: at }) as unknown as GeolocationPosition;
  const geo = {
    getCurrentPosition: vi.fn((ok: PositionCallback) => ok(position(Date.now()))),
    watchPosition: vi.fn((ok: PositionCallback) => watchers.push(ok)),
    clearWatch: vi.fn(),
  };
  const permissions = { query: vi.fn(() => Promise.resolve({ state: permission })) };
  vi.stubGlobal('navigator', { ...navigator, geolocation: geo, permissions });
  return { geo, permissions, move: (at: number) => watchers.forEach((w) => w(position(at))) };
}

const renderCard = (estimateCity?: string) =>
  render(<TaximeterCard passActive onFreeRunOver={() => undefined} estimateCity={estimateCity ?? null} />);

beforeAll(async () => {
  await initI18n(['meter'], 'en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TaximeterCard: the city whose tariff the meter uses', () => {
  it("the estimate's city: its pickup, its tariff and source, its night window", async () => {
    const device = fakeDevice('granted', FES_MEDINA);
    renderCard('Marrakech');
    await waitFor(() => expect(screen.getByTestId('meter-city')).toHaveValue('marrakech'));
    // The estimate wins over the position (Fès) the granted permission gives.
    await waitFor(() => expect(device.geo.getCurrentPosition).toHaveBeenCalled());
    expect(screen.getByTestId('meter-city')).toHaveValue('marrakech');
    expect(screen.getByTestId('meter-price')).toHaveTextContent(/^MAD\s1\.70$/);
    expect(screen.getByTestId('meter-tariff-source')).toHaveTextContent(
      'Tariff: Marrakech, published tariff (cab-morocco.com)',
    );
    expect(screen.getByTestId('meter-night-window')).toHaveTextContent('Night rate × 1.5: 21:00–05:00');
    expect(screen.getByTestId('meter-city-basis')).toHaveTextContent(/^The city of your estimate\./);
  });

  it('the position, when geolocation was already granted: Fès, 1.50', async () => {
    fakeDevice('granted', FES_MEDINA);
    renderCard();
    await waitFor(() => expect(screen.getByTestId('meter-city')).toHaveValue('fes'));
    expect(screen.getByTestId('meter-price')).toHaveTextContent(/^MAD\s1\.50$/);
    expect(screen.getByTestId('meter-tariff-source')).toHaveTextContent('Tariff: Fès, arrêté n° 25, 2023');
    expect(screen.getByTestId('meter-city-basis')).toHaveTextContent(/^The city your phone is in\./);
  });

  it.each<Permission>(['prompt', 'denied'])(
    'permission %s: never asks for a position before Start; Casablanca, and the card says why',
    async (permission) => {
      const device = fakeDevice(permission, FES_MEDINA);
      renderCard();
      await waitFor(() => expect(device.permissions.query).toHaveBeenCalled());
      expect(device.geo.getCurrentPosition).not.toHaveBeenCalled();
      expect(screen.getByTestId('meter-city')).toHaveValue('casablanca');
      expect(screen.getByTestId('meter-price')).toHaveTextContent(/^MAD\s2\.00$/);
      expect(screen.getByTestId('meter-city-basis')).toHaveTextContent(
        /^No city known yet: Casablanca, the app's reference tariff\. Choose the city the taxi is in\./,
      );
    },
  );

  it("the visitor's choice: Agadir, night from the Maghreb prayer", async () => {
    fakeDevice('prompt', FES_MEDINA);
    renderCard('Marrakech');
    fireEvent.change(screen.getByTestId('meter-city'), { target: { value: 'agadir' } });
    expect(screen.getByTestId('meter-price')).toHaveTextContent(/^MAD\s1\.70$/);
    expect(screen.getByTestId('meter-tariff-source')).toHaveTextContent(
      'Tariff: Agadir, reported tariff, 2022',
    );
    // The Maghreb's minute and the tariff wait for adhan's module (ADR 022, ninth pass): no Day that may be wrong.
    expect(screen.getByTestId('meter-tariff')).toHaveTextContent(/…$/);
    await waitFor(() =>
      expect(screen.getByTestId('meter-night-window')).toHaveTextContent(
        /^Night rate × 1\.5: from the Maghreb prayer \(20:\d\d\) to 06:00$/,
      ),
    );
    expect(screen.getByTestId('meter-tariff')).toHaveTextContent(/(Day|Night)$/);
    expect(screen.getByTestId('meter-city-basis')).toHaveTextContent(/^Your choice\./);
  });

  it("starts with the chosen city; a first fix in Marrakech moves the ride to Marrakech's tariff and says so", async () => {
    const device = fakeDevice('prompt', JEMAA_EL_FNA);
    renderCard();
    fireEvent.change(screen.getByTestId('meter-city'), { target: { value: 'fes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start meter' }));
    // The engine's chunk loads on Start: slow on a loaded machine, hence the generous waits.
    await waitFor(() => expect(screen.getByTestId('meter-status')).toHaveTextContent('Running'), {
      timeout: 15_000,
    });
    expect(screen.queryByTestId('meter-city')).toBeNull();
    // Start primes a position (getCurrentPosition answers at once here): Marrakech.
    await waitFor(() => expect(screen.getByTestId('meter-city-switched')).toBeInTheDocument());
    expect(screen.getByTestId('meter-city-switched')).toHaveTextContent(
      'Your first GPS position is in Marrakech: the whole ride is billed with the Marrakech tariff, not Fès.',
    );
    expect(screen.getByTestId('meter-tariff-source')).toHaveTextContent(
      'Tariff: Marrakech, published tariff (cab-morocco.com)',
    );
    act(() => device.move(Date.now() + 1000));
    expect(screen.getByTestId('meter-price')).toHaveTextContent(/^MAD\s1\.70$/);
  }, 30_000);

  it('tells a screen reader the ride started, and at the stop the fare', async () => {
    const device = fakeDevice('granted', JEMAA_EL_FNA);
    renderCard('Marrakech');
    const said = screen.getByRole('status');
    expect(said).toHaveTextContent(/^$/);
    fireEvent.click(screen.getByRole('button', { name: 'Start meter' }));
    await waitFor(() => expect(said).toHaveTextContent(/^Taximeter: Running$/), { timeout: 15_000 });
    act(() => device.move(Date.now() + 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Stop meter' }));
    // Marrakech's minimum fare, by day.
    expect(said).toHaveTextContent(/^Taximeter: Stopped, MAD\s7\.00$/);
  }, 30_000);

  // Last: the others read the English texts.
  it("cites the tariff in the visitor's language once the meter starts, never in English", async () => {
    await initI18n(['meter'], 'fr');
    fakeDevice('prompt', FES_MEDINA);
    renderCard();
    // Idle: the city alone (the citation's texts are not on the first load; they come with the engine).
    expect(screen.getByTestId('meter-tariff-source')).toHaveTextContent(/^Tarif : Casablanca$/);
    fireEvent.click(screen.getByRole('button', { name: 'Démarrer le taximètre' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('meter-tariff-source')).toHaveTextContent(
          'Tarif : Fès, arrêté n° 25, 2023',
        ),
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('meter-status')).toHaveTextContent('En marche');
  }, 30_000);
});
