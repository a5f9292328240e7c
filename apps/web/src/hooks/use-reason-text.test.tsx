import { act, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, serverReason } from '@/lib/api-client';
import { FIRST_PAINT_NAMESPACES, changeLanguage, initI18n } from '@/lib/i18n';
import { useReasonText } from './use-reason-text';

const CROSS_CITY_EN =
  'The departure is in Rabat and the arrival in Casablanca: a petit taxi only runs inside one city. Estimate each part within its city.';
const crossCity = () => serverReason(new ApiError(CROSS_CITY_EN, 422, 'cross_city'));

beforeAll(async () => {
  localStorage.clear();
  // The shared texts are not part of the first paint: the hook loads them itself.
  await initI18n(FIRST_PAINT_NAMESPACES);
});
afterAll(() => changeLanguage('en'));

describe('useReasonText', () => {
  it('says a refusal in the visitor’s language once its texts have loaded, the server’s sentence until then', async () => {
    await act(() => changeLanguage('fr'));
    expect(i18next.hasResourceBundle('fr', 'errors')).toBe(false);
    const { result } = renderHook(() => useReasonText());
    // Not loaded yet: the server's own sentence rather than nothing.
    expect(result.current(crossCity())).toBe(CROSS_CITY_EN);
    await waitFor(() =>
      expect(result.current(crossCity())).toBe(
        'Le départ et l’arrivée sont dans deux villes différentes : un petit taxi ne circule qu’à l’intérieur d’une ville. Estimez chaque partie du trajet dans sa ville.',
      ),
    );
  });

  it.each([
    ['de', 'Abfahrt und Ziel liegen in verschiedenen Städten'],
    ['es', 'La salida y la llegada están en ciudades distintas'],
    ['en', 'The departure and the arrival are in different cities'],
  ])('has the text in %s too', async (lng, start) => {
    await act(() => changeLanguage(lng as 'de' | 'es' | 'en'));
    const { result } = renderHook(() => useReasonText());
    await waitFor(() => expect(result.current(crossCity())).toMatch(new RegExp(`^${start}`)));
  });

  it('prefers the screen’s own words for a code, and shows the server’s sentence for a code it does not know', async () => {
    await act(() => changeLanguage('fr'));
    const { result } = renderHook(() => useReasonText());
    await waitFor(() =>
      expect(result.current({ code: 'not_found', message: 'x' })).toBe(
        'Nous n’avons pas trouvé ce que vous cherchez.',
      ),
    );
    expect(result.current({ code: 'not_found', message: 'x' }, { not_found: 'Adresse introuvable.' })).toBe(
      'Adresse introuvable.',
    );
    expect(
      result.current({ code: 'rate_limited', message: 'x' }, { not_found: 'Adresse introuvable.' }),
    ).toBe('Trop de demandes. Patientez un instant, puis réessayez.');
    expect(result.current(serverReason(new ApiError('Estimates are paused tonight.', 409, 'paused')))).toBe(
      'Estimates are paused tonight.',
    );
    expect(result.current(null)).toBeNull();
    expect(
      result.current(serverReason(new ApiError('Something went wrong on our side.', 500, 'internal'))),
    ).toBeNull();
  });
});
