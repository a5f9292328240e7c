import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceState, useDeviceState } from './device-state';

function storedText() {
  let stored = 'stored';
  const state = deviceState(() => stored, 'initial');
  function Shown() {
    return <p data-testid="shown">{useDeviceState(state)}</p>;
  }
  return { state, Shown, store: (value: string) => (stored = value) };
}

describe('deviceState', () => {
  it('renders the initial value on the server, hydrates without a mismatch, then shows the stored value', async () => {
    const { Shown } = storedText();
    const html = renderToString(<Shown />);
    expect(html).toContain('initial');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Shown />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('stored');
    container.remove();
  });

  it('reads the stored value at once in the browser, follows set, and reads afresh for the next screen', () => {
    const { state, Shown, store } = storedText();
    const first = render(<Shown />);
    expect(screen.getByTestId('shown')).toHaveTextContent('stored');
    store('changed');
    act(() => state.set('changed'));
    expect(screen.getByTestId('shown')).toHaveTextContent('changed');
    first.unmount();
    store('edited elsewhere');
    render(<Shown />);
    expect(screen.getByTestId('shown')).toHaveTextContent('edited elsewhere');
  });
});
