import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import type * as I18n from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';

// Texts that take their time to come, as on roaming data.
vi.mock('@/lib/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  changeLanguage: vi.fn(() => new Promise<void>(() => undefined)),
}));

beforeAll(() => initI18n());

describe('LanguageSwitcher', () => {
  it('shows the language tapped as chosen while its texts load', () => {
    render(<LanguageSwitcher />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  });
});
