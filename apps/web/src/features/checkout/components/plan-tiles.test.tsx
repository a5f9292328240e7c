import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlanKey } from '@mizan/data/plans';
import { initI18n } from '@/lib/i18n';
import { PlanTiles } from './plan-tiles';

beforeAll(() => initI18n());

function Tiles({ onSelect }: { onSelect: (plan: PlanKey, by: 'tap' | 'arrow') => void }) {
  const [selected, setSelected] = useState<PlanKey>('10day');
  return (
    <PlanTiles
      prices={undefined}
      selected={selected}
      onSelect={(plan, by) => {
        setSelected(plan);
        onSelect(plan, by);
      }}
    />
  );
}

describe('PlanTiles from the keyboard (WAI-ARIA radio group)', () => {
  it('is one Tab stop, the chosen plan, and the arrow keys choose the next or previous plan, wrapping round', () => {
    const onSelect = vi.fn();
    render(<Tiles onSelect={onSelect} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    const [three, seven, fifteen] = radios as [HTMLElement, HTMLElement, HTMLElement];
    expect([three, seven, fifteen].map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);

    seven.focus();
    fireEvent.keyDown(seven, { key: 'ArrowDown' });
    expect(fifteen).toHaveFocus();
    expect(fifteen).toHaveAttribute('aria-checked', 'true');
    expect([three, seven, fifteen].map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(fifteen, { key: 'ArrowRight' });
    expect(three).toHaveFocus();
    fireEvent.keyDown(three, { key: 'ArrowUp' });
    expect(fifteen).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([
      ['15day', 'arrow'],
      ['4day', 'arrow'],
      ['15day', 'arrow'],
    ]);

    fireEvent.click(seven);
    expect(onSelect).toHaveBeenLastCalledWith('10day', 'tap');
  });
});
