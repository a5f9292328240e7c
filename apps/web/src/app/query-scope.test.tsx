import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PASS_STATUS_QUERY_KEY } from '@/features/pass/api/pass-status-key';
import { AppProvider } from './provider';
import type { QuerySlot } from './provider';
import { QueryScope, clientOf } from './query-scope';

const ACTIVE = { active: true, passExpiresAt: '2026-12-01T10:00:00.000Z' };

describe('the app’s query client (ADR 022)', () => {
  it('is made once per slot, seeded with the pass status the page was served with', () => {
    const slot: QuerySlot = { served: ACTIVE, client: null };
    const client = clientOf(slot);
    expect(clientOf(slot)).toBe(client);
    expect(client.getQueryData(PASS_STATUS_QUERY_KEY)).toEqual(ACTIVE);
  });

  it('gives the screens inside QueryScope the slot’s client', () => {
    const slot: QuerySlot = { served: null, client: null };
    function Reader() {
      return <p>{useQueryClient() === slot.client ? 'same client' : 'another client'}</p>;
    }
    render(
      <AppProvider queries={slot}>
        <QueryScope>
          <Reader />
        </QueryScope>
      </AppProvider>,
    );
    expect(screen.getByText('same client')).toBeInTheDocument();
  });
});
