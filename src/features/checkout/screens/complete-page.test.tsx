import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPlacedOrder } from '../../../../tests/helpers/fake-payment-service.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import type { RouteContext } from '../../../routing/route-types.ts';
import { CompleteScreen } from './complete-page.tsx';
import { paymentStore } from '../../payments/index.ts';

describe('CompleteScreen', () => {
  it("names a redirect method by its name after the provider's page, where no payment session was opened", async () => {
    const query =
      'Authorization=AUTHORISED&Account=guest&uat=hash&utt=lookup&utr=UKTEST1&paymentMethod=paypal';
    const env = createTestEnvironment({ path: `/uk/en/complete?${query}` });
    env.services.paymentService.orderAnswer = testPlacedOrder({ payment: { method: 'paypal' } });
    env.render(<CompleteScreen match={true} context={{} as RouteContext} />);
    const paidWith = await screen.findByRole('heading', { name: 'Paid with' });
    expect(paidWith.nextElementSibling?.textContent).toBe('PayPal');
    expect(env.stores.get(paymentStore).current?.session).toBeNull();
  });
});
