import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { PayBenefits } from './pay-benefits';

const renderBenefits = () =>
  render(
    <MemoryRouter>
      <PayBenefits />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await initI18n();
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('PayBenefits (spec 6: a pass lifts the limits of translate, taxi-estimate and taxi-meter only)', () => {
  it('lists the three limited features, and the planner and the contacts as free with their links', () => {
    renderBenefits();
    const benefits = screen.getByRole('region', { name: 'What your pass unlocks' });
    expect(within(benefits).getByRole('list')).toHaveTextContent(
      [
        'Unlimited taxi fare estimates in every city',
        'The live GPS taximeter for your whole trip',
        'Unlimited voice translation to and from Darija',
      ].join(''),
    );
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    expect(benefits).not.toHaveTextContent(/trip plans/i);
    const free = screen.getByText('Free for everyone, with or without a pass:', { exact: false });
    expect(within(free).getByRole('link', { name: 'Trip planner' })).toHaveAttribute('href', '/itinerary');
    expect(within(free).getByRole('link', { name: 'Emergency contacts' })).toHaveAttribute(
      'href',
      '/contacts',
    );
  });

  it.each([
    ['fr', 'Ce que votre pass débloque', 'Planificateur de voyage', 'Contacts d’urgence'],
    ['es', 'Lo que su pase desbloquea', 'Planificador de viajes', 'Contactos de emergencia'],
    ['de', 'Was Ihr Pass freischaltet', 'Reiseplaner', 'Notfallkontakte'],
  ] as const)('in %s', async (lng, title, planner, contacts) => {
    await changeLanguage(lng);
    renderBenefits();
    const benefits = screen.getByRole('region', { name: title });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    expect(within(benefits).getByRole('link', { name: planner })).toHaveAttribute('href', '/itinerary');
    expect(within(benefits).getByRole('link', { name: contacts })).toHaveAttribute('href', '/contacts');
  });
});
