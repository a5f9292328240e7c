import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { CurrencyConverter } from './currency-converter';

beforeEach(async () => {
  await initI18n();
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const type = (text: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText('Amount in MAD'), { target: { value: text } });
  });

describe('CurrencyConverter: what a screen reader is told', () => {
  it('says the amount and its four values in one sentence once typing pauses, not at each keystroke', async () => {
    render(<CurrencyConverter />);
    const said = screen.getByRole('status');
    await type('2');
    await type('25');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await type('250');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(said).toHaveTextContent(/^$/);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(said).toHaveTextContent('250 MAD. Approximate value: €23.95, $27.83, £20.25, CA$37.25');
    // The shown values are not live regions of their own: the sentence is the one thing said.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(0);
  });

  it('says nothing for an amount that is not a number', async () => {
    render(<CurrencyConverter />);
    await type('abc');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
