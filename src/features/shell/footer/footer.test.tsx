import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';

describe('Footer', () => {
  it('renders link columns, social links, payment marks, legal links with the base path and the copyright', async () => {
    await renderShell('/ae/en');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('heading', { name: 'Join the list' });
    const user = userEvent.setup();
    // Phones (no matchMedia here): each column is an accordion, closed at first.
    const help = within(footer).getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).queryByRole('link', { name: 'Delivery' })).toBeNull();
    await user.click(help);
    expect(within(footer).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '/ae/en/help/delivery',
    );
    expect(within(footer).getByRole('button', { name: 'About' })).toBeInTheDocument();

    const legal = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/ae/en/about-us/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/ae/en/about-us/terms',
    );

    // Social links are a chunk of their own: wait for it rather than race it.
    const social = await within(footer).findByRole('list', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/maison',
    );
    expect(within(social).getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');

    const payments = within(footer).getByRole('list', { name: 'We accept' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VISA', 'Mastercard', 'Apple Pay']);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Maison`);
  });
});
