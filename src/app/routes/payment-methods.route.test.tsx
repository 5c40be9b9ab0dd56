import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { httpFailure } from '../../../tests/helpers/fake-payment-service.ts';
import { testSavedCard } from '../../../tests/helpers/fake-saved-cards-service.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import type { ShellContent } from '../../kernel/stores/index.ts';
import { resolveRoute } from './route-table.ts';
import type { RouteStores } from '../../routing/route-types.ts';
import { PaymentMethodsScreen } from '../../features/saved-cards/screens/payment-methods-page.tsx';

const context = (rest: string) => ({ shell: {} as ShellContent, rest, stores: {} as RouteStores });

describe('payment methods route', () => {
  it('answers exactly /account/payment-methods', () => {
    expect(resolveRoute(context('/account/payment-methods')).id).toBe('payment-methods');
    expect(resolveRoute(context('/account/payment-methods/x')).id).not.toBe('payment-methods');
  });

  it('lists the saved cards and offers the checkout’s card form to add one', async () => {
    const test = createTestEnvironment();
    test.services.savedCardsService.cards = [testSavedCard()];
    test.render(<PaymentMethodsScreen match context={context('/account/payment-methods')} />);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Visa ending in 1111');
    const form = screen.getByRole('form', { name: 'Add a card' });
    expect(within(form).getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  });

  it('offers sign-in when the list answers 401', async () => {
    const test = createTestEnvironment();
    test.services.savedCardsService.failNext = httpFailure(401, 'UNAUTHORIZED');
    test.render(<PaymentMethodsScreen match context={context('/account/payment-methods')} />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toMatch(/\/account\/sign-in$/);
    expect(screen.queryByRole('form', { name: 'Add a card' })).not.toBeInTheDocument();
  });
});
