import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break after the @ alone, the address read and copied whole', () => {
    const { container } = render(<EmailAddress address="support@mizan.example" />);
    expect(container.innerHTML).toBe('support@<wbr>mizan.example');
    expect(container).toHaveTextContent('support@mizan.example');
  });
});
