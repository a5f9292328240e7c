import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useValueSetBeforeStart } from './use-value-set-before-start';

function Amount({ told }: { told: (value: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useValueSetBeforeStart(input, text, (value) => {
    setText(value);
    told(value);
  });
  return (
    <>
      <input ref={input} aria-label="amount" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

async function hydrated(before: (input: HTMLInputElement) => void, told: (value: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Amount told={told} />);
  document.body.append(container);
  const input = container.querySelector('input');
  if (!input) throw new Error('no input in the markup');
  before(input);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Amount told={told} />);
  });
  expect(errors).not.toHaveBeenCalled();
  return container;
}

describe('useValueSetBeforeStart', () => {
  it('takes what was typed into the prerendered control before hydration into the state', async () => {
    const told = vi.fn();
    // Typed while the scripts were on their way: the input holds it, React does not know it yet.
    const container = await hydrated((input) => (input.value = '100'), told);
    expect(told).toHaveBeenCalledExactlyOnceWith('100');
    expect(container.querySelector('output')).toHaveTextContent('100');
    expect(container.querySelector('input')).toHaveValue('100');
    container.remove();
  });

  it('does nothing when the control still holds what was rendered', async () => {
    const told = vi.fn();
    const container = await hydrated(() => undefined, told);
    expect(told).not.toHaveBeenCalled();
    container.remove();
  });
});
