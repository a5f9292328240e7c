import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { passExpiresAtStore } from '@/lib/storage';
import { PassActivatedNotice } from './pass-activated-notice';

beforeAll(() => initI18n(['common', 'pass'], 'en'));
afterEach(() => sessionStorage.clear());

describe('PassActivatedNotice', () => {
  it('says the length of the pass bought: 7 days for a 7-day pass, not 3', () => {
    passExpiresAtStore.write(new Date(Date.now() + 7 * 86_400_000).toISOString());
    render(<PassActivatedNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Your Smart Pass is active for 7 days.');
  });

  it('names no length when the expiry is not known', () => {
    render(<PassActivatedNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Your Smart Pass is active. Enjoy');
  });

  it('hands the focus on to the page content when dismissed from the keyboard, not back to the page start', () => {
    render(
      <>
        <PassActivatedNotice />
        <main id="main">
          <h1>Mizan</h1>
        </main>
      </>,
    );
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    fireEvent.click(dismiss);
    expect(screen.queryByRole('status')).toBeNull();
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    // Focusable for that moment only: a later tap in the page does not focus the whole content.
    main.blur();
    expect(main).not.toHaveAttribute('tabindex');
  });
});
