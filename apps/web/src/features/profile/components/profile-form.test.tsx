import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { ProfileForm } from './profile-form';

const MARRAKECH = { lat: 31.625831, lng: -7.989121 };

function stubGeolocation(ok: boolean) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        ok
          ? success({ coords: { latitude: MARRAKECH.lat, longitude: MARRAKECH.lng } } as GeolocationPosition)
          : failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

beforeEach(async () => {
  localStorage.clear();
  await initI18n();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('shows the city found at my position, saves locally with a check mark, and a change clears "saved"', async () => {
    stubGeolocation(true);
    const findCity = vi.fn(async () => 'Marrakech');
    render(<ProfileForm findCity={findCity} />);
    expect(screen.getByTestId('profile-city')).toHaveTextContent('Share your location to see your city.');

    fireEvent.click(screen.getByRole('button', { name: 'Get my location' }));
    expect(await screen.findByText('City: Marrakech')).toBeInTheDocument();
    expect(findCity).toHaveBeenCalledWith(MARRAKECH);

    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved').closest('[role="status"]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('profile_form') ?? 'null')).toEqual({
      dob: '1990-04-12',
      gender: '',
    });
    expect(JSON.parse(localStorage.getItem('profile_location') ?? 'null')).toEqual({
      city: 'Marrakech',
      coords: MARRAKECH,
    });

    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1991-04-12' } });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('offers the placeholder and the four genders in a native select, saved as chosen', () => {
    render(<ProfileForm findCity={vi.fn()} />);
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    expect(gender.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Female',
      'Male',
      'Other',
      'Prefer not to say',
    ]);
    expect(gender).toHaveDisplayValue('Choose…');
    fireEvent.change(gender, { target: { value: 'female' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('profile_form') ?? 'null')).toEqual({ dob: '', gender: 'female' });
    fireEvent.change(gender, { target: { value: 'na' } });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps the coordinates (6 decimals) and an empty city when the lookup fails', async () => {
    stubGeolocation(true);
    render(<ProfileForm findCity={() => Promise.reject(new Error('address not found'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get my location' }));
    expect(await screen.findByText('City: 31.625831, -7.989121')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('profile_location') ?? 'null')).toEqual({
      city: '',
      coords: MARRAKECH,
    });
  });

  it('ignores a geolocation failure and reads what was saved before', async () => {
    localStorage.setItem('profile_form', JSON.stringify({ dob: '1985-01-02', gender: 'na' }));
    stubGeolocation(false);
    const findCity = vi.fn();
    render(<ProfileForm findCity={findCity} />);
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1985-01-02');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Prefer not to say');
    fireEvent.click(screen.getByRole('button', { name: 'Get my location' }));
    expect(await screen.findByRole('button', { name: 'Get my location' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByTestId('profile-city')).toHaveTextContent('Share your location to see your city.');
    expect(findCity).not.toHaveBeenCalled();
  });

  it('keeps the focus on the button while locating and says the city found', async () => {
    stubGeolocation(true);
    let answer = (_city: string) => undefined as void;
    const findCity = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<ProfileForm findCity={findCity} />);
    const locate = screen.getByRole('button', { name: 'Get my location' });
    const said = screen.getByTestId('profile-city');
    expect(said).toHaveAttribute('role', 'status');
    locate.focus();
    fireEvent.click(locate);
    const busy = await screen.findByRole('button', { name: 'Locating…' });
    expect(busy).toBe(locate);
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    fireEvent.click(busy);
    expect(findCity).toHaveBeenCalledTimes(1);
    answer('Marrakech');
    expect(await screen.findByText('City: Marrakech')).toBe(said);
    expect(locate).toHaveFocus();
  });
});
