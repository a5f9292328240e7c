import { render, screen } from '@testing-library/react';
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
});
