import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { AuthForm } from './auth-form';

beforeAll(() => initI18n());

describe('AuthForm from the keyboard (WAI-ARIA tabs)', () => {
  it('is one Tab stop, the shown mode; an arrow switches to the other, and the form is the shown tab’s panel', () => {
    render(<AuthForm onSignedIn={async () => undefined} />);
    const signIn = screen.getByRole('tab', { name: 'Sign in' });
    const register = screen.getByRole('tab', { name: 'Create account' });
    expect([signIn.tabIndex, register.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Sign in' })).toBe(
      document.getElementById(signIn.getAttribute('aria-controls') ?? ''),
    );

    signIn.focus();
    fireEvent.keyDown(signIn, { key: 'ArrowRight' });
    expect(register).toHaveFocus();
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect([signIn.tabIndex, register.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toBeInTheDocument();
    fireEvent.keyDown(register, { key: 'ArrowLeft' });
    expect(signIn).toHaveFocus();
    expect(signIn).toHaveAttribute('aria-selected', 'true');
  });
});
