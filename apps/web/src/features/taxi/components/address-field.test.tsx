import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import type { QueryClientLoader } from '@/lib/query-client';
import { EMPTY_FIELD } from '../lib/trip-field';
import type { TripField } from '../lib/trip-field';
import { AddressField } from './address-field';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Autocomplete answers held back until `release` is called, so a test can act while they are on their way. */
function stubSlowAutocomplete() {
  const pending: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          const text = new URL(String(input), 'http://localhost').searchParams.get('input') ?? '';
          pending.push(() =>
            resolve(
              json({ predictions: [{ description: `${text}, Marrakech`, placeId: `marrakech:${text}` }] }),
            ),
          );
        }),
    ),
  );
  return { release: () => pending.splice(0).forEach((answer) => answer()), calls: () => pending.length };
}

/** A fresh client, as the page's loader gives it (app/routes/taxi-fares.tsx). */
function clientLoader(): QueryClientLoader {
  const client = new QueryClient();
  return () => Promise.resolve(client);
}

function Field({ queries }: { queries: QueryClientLoader }) {
  const [value, setValue] = useState<TripField>(EMPTY_FIELD);
  return (
    <AddressField
      label="Arrival"
      name="to"
      placeholder=""
      value={value}
      onChange={setValue}
      queries={queries}
    />
  );
}

beforeAll(() => initI18n());
afterEach(() => vi.unstubAllGlobals());

describe('AddressField', () => {
  it('shows an error under its input and marks the input invalid, described by it', () => {
    render(
      <AddressField
        label="Departure"
        name="from"
        placeholder=""
        value={EMPTY_FIELD}
        onChange={() => undefined}
        queries={clientLoader()}
        error={<p role="alert">Departure address not found.</p>}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Departure' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Departure address not found.');
  });

  it('marks nothing invalid without an error', () => {
    render(<Field queries={clientLoader()} />);
    const input = screen.getByRole('combobox', { name: 'Arrival' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the suggestions of the text typed, and Escape closes them', async () => {
    const api = stubSlowAutocomplete();
    render(<Field queries={clientLoader()} />);
    const input = screen.getByRole('combobox', { name: 'Arrival' });
    fireEvent.change(input, { target: { value: 'koutoubia' } });
    await waitFor(() => expect(api.calls()).toBe(1));
    act(() => api.release());
    expect(await screen.findByRole('option', { name: 'koutoubia, Marrakech' })).toBeVisible();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the suggestions when the field loses focus (the keyboard sent the form), and a suggestion keeps it', async () => {
    const api = stubSlowAutocomplete();
    render(<Field queries={clientLoader()} />);
    const input = screen.getByRole('combobox', { name: 'Arrival' });
    expect(input).toHaveAttribute('enterkeyhint', 'go');
    input.focus();
    fireEvent.change(input, { target: { value: 'majorelle' } });
    await waitFor(() => expect(api.calls()).toBe(1));
    act(() => api.release());
    const option = await screen.findByRole('option', { name: 'majorelle, Marrakech' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    act(() => input.blur());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open suggestions that arrive after Escape', async () => {
    const api = stubSlowAutocomplete();
    render(<Field queries={clientLoader()} />);
    const input = screen.getByRole('combobox', { name: 'Arrival' });
    fireEvent.change(input, { target: { value: 'bab doukkala' } });
    // The call for the text has left (after the debounce); Escape before its answer.
    await waitFor(() => expect(api.calls()).toBe(1));
    fireEvent.keyDown(input, { key: 'Escape' });
    await act(async () => api.release());
    // Give the answer time to render, were it to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('AddressField in a prerendered page (ADR 021)', () => {
  it('keeps the text typed before the page was hydrated, and tells the form', async () => {
    stubSlowAutocomplete();
    const told = vi.fn();
    const queries = clientLoader();
    const field = () => (
      <AddressField
        label="Departure"
        name="from"
        placeholder=""
        value={EMPTY_FIELD}
        onChange={told}
        queries={queries}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(field());
    document.body.append(container);
    // Typed while the scripts were on their way: the input holds the text, React does not know it yet.
    const input = container.querySelector('input');
    if (!input) throw new Error('no input in the markup');
    input.value = 'Jemaa el';
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, field());
    });
    expect(told).toHaveBeenCalledWith({ text: 'Jemaa el', ref: null });
    // A render after hydration (the list opening on a key) shows the typed text, not the empty state.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.focus(input);
    expect(input).toHaveValue('Jemaa el');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
