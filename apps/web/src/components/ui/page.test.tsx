import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES, initI18n } from '@/lib/i18n';
import { Page } from './page';

beforeAll(async () => {
  localStorage.setItem('language', 'en');
  await initI18n(FIRST_PAINT_NAMESPACES);
});

describe('Page', () => {
  it('names the browser tab "{title} · Mizan", or as the screen says, and follows a new title', () => {
    const { rerender } = render(<Page title="Taxi fares" />);
    expect(document.title).toBe('Taxi fares · Mizan');
    rerender(<Page title="Mizan" documentTitle="Mizan · Plan Smart. Pay Fair. Stay Safe." />);
    expect(document.title).toBe('Mizan · Plan Smart. Pay Fair. Stay Safe.');
  });
});
