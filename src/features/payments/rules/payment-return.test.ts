import { describe, expect, it } from 'vitest';
import {
  FakePaymentService,
  httpFailure,
  testCompletedReturn,
  transportFailure,
} from '../../../../tests/helpers/fake-payment-service.ts';
import { finishPayment } from './payment-return.ts';

const complete = testCompletedReturn();

describe("finishing a payment after the provider's page", () => {
  it('finishes it in the shopper’s own session and goes on as placing does', async () => {
    const service = new FakePaymentService();
    service.finishAnswers.push(complete);
    expect(await finishPayment(service, 'UK9', 'R.1')).toEqual({ kind: 'outcome', outcome: complete });
    expect(service.finished).toEqual([{ reference: 'UK9', redirectResult: 'R.1' }]);
  });

  it('a cancelled or declined payment goes back to payment with its status, method and reference', async () => {
    const service = new FakePaymentService();
    service.finishAnswers.push(
      httpFailure(402, 'PAYMENT_CANCELLED', [{ pointer: '/paymentMethod', message: 'paypal' }]),
      httpFailure(402, 'ADRESULT_REFUSED', [
        { pointer: '/paymentMethod', message: 'creditcard' },
        { pointer: '/pgTransactionId', message: 'PSP1' },
      ]),
    );
    expect(await finishPayment(service, 'UK9', 'R.1')).toEqual({
      kind: 'refused',
      statusCode: 'PAYMENT_CANCELLED',
      paymentMethod: 'paypal',
      utr: 'UK9',
    });
    expect(await finishPayment(service, 'UK9', 'R.2')).toEqual({
      kind: 'refused',
      statusCode: 'ADRESULT_REFUSED',
      paymentMethod: 'creditcard',
      utr: 'UK9',
      pgTransactionId: 'PSP1',
    });
  });

  it('leaves to the browser return an order of another session, one still pending, and a provider out of reach', async () => {
    const service = new FakePaymentService();
    service.finishAnswers.push(
      httpFailure(404, 'ORDER_NOT_FOUND'),
      httpFailure(409, 'PENDING'),
      httpFailure(502, 'STATUSCODE_SERVER_ERROR'),
      transportFailure(),
    );
    const browser = {
      kind: 'browser',
      url: '/api/checkout/payment/return/UK9?redirectResult=R.1',
    };
    for (let call = 0; call < 4; call += 1)
      expect(await finishPayment(service, 'UK9', 'R.1')).toEqual(browser);
  });
});
