import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { httpFailure, testCompletedReturn } from '../../../../tests/helpers/fake-payment-service.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { PaymentReturnScreen } from './payment-return-page.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, prepare: (environment: ReturnType<typeof createTestEnvironment>) => void) {
  const environment = createTestEnvironment({ path });
  prepare(environment);
  environment.render(
    <Routes>
      <Route path="/uk/en/checkout/return" element={<PaymentReturnScreen match context={{} as never} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
  return environment;
}

describe('PaymentReturnScreen', () => {
  it("finishes the payment with the provider's redirectResult in the shopper's session, then shows /complete", async () => {
    const completed = testCompletedReturn();
    const { parameters } = completed;
    const { services } = renderAt('/uk/en/checkout/return?utr=UK9&redirectResult=R.1', ({ services }) => {
      services.paymentService.finishAnswers.push(completed);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your payment');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/uk/en/complete?${new URLSearchParams(parameters)}`,
      ),
    );
    expect(services.paymentService.finished).toEqual([{ reference: 'UK9', redirectResult: 'R.1' }]);
  });

  it('a payment cancelled at the provider goes back to payment saying so, with the method', async () => {
    renderAt('/uk/en/checkout/return?utr=UK9&redirectResult=R.1', ({ services }) => {
      services.paymentService.finishAnswers.push(
        httpFailure(402, 'PAYMENT_CANCELLED', [{ pointer: '/paymentMethod', message: 'paypal' }]),
      );
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/uk/en/checkout/payment?statusCode=PAYMENT_CANCELLED&utr=UK9&paymentMethod=paypal',
      ),
    );
  });

  it('without the reference and the redirectResult it calls nothing and offers the way back to payment', async () => {
    const { services } = renderAt('/uk/en/checkout/return?utr=UK9', () => {});
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find that order.");
    expect(screen.getByRole('link', { name: 'Back to payment' })).toHaveAttribute(
      'href',
      '/uk/en/checkout/payment',
    );
    expect(services.paymentService.finished).toEqual([]);
  });
});
