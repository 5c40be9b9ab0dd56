import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testPlacedOrder } from '../../../tests/helpers/fake-payment-service.ts';
import { ManualClock } from '../../../tests/helpers/fake-services.ts';
import { FakePaymentService } from '../../../tests/helpers/fake-payment-service.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { createPriceFormatter } from '../../sites/index.ts';
import { PaymentStore } from '../payments/stores/payment-store.ts';
import { CheckoutStatus } from './checkout-status.tsx';
import { OrderComplete } from './order-complete.tsx';
import { OrderReview } from './order-review.tsx';
import { PaymentMethods } from '../payments/components/payment-methods.tsx';
import { addressLines } from '../../forms/index.ts';

async function openedStore(environment: 'test' | 'live' = 'test') {
  const service = new FakePaymentService();
  service.sessionAnswer = {
    ...(service.sessionAnswer as Exclude<typeof service.sessionAnswer, Error>),
    environment,
  };
  const store = new PaymentStore(service, new ManualClock(Date.parse('2026-11-26T10:00:00Z')));
  await store.open();
  return { store, service };
}

describe('PaymentMethods', () => {
  it('offers each method as a radio, the card form under the card, the redirect note under the others', async () => {
    const { store } = await openedStore();
    createTestEnvironment().render(<PaymentMethods store={store} />);
    const group = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(within(group).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByText('Sandbox test cards')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: 'PayPal' }));
    expect(store.method).toBe('paypal');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(
      screen.getByText("You'll approve the payment with PayPal after you place your order."),
    ).toBeInTheDocument();
  });

  it('groups the number as typed, and ties each problem to its field after a refused continue', async () => {
    const { store } = await openedStore();
    createTestEnvironment().render(<PaymentMethods store={store} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111112');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1112');
    await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '10/26');
    expect(await store.confirmPayment()).toBe(false);
    const number = await screen.findByLabelText('Card number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Check the card number.');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired.',
    );
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription(
      '3 digits on the back, or 4 on the front for American Express. Please fill in this field.',
    );
  });

  it('lists no test cards when the provider is live', async () => {
    const { store } = await openedStore('live');
    createTestEnvironment().render(<PaymentMethods store={store} />);
    expect(screen.queryByText('Sandbox test cards')).not.toBeInTheDocument();
  });
});

describe('CheckoutStatus', () => {
  it('explains each status code, the unknown ones generically, and dismisses on request', async () => {
    const dismissed: string[] = [];
    createTestEnvironment().render(
      <CheckoutStatus
        codes={['ADRESULT_REFUSED', 'SOMETHING_ELSE']}
        onDismiss={(code) => dismissed.push(code)}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your payment was declined. Try another card or payment method.');
    expect(alert).toHaveTextContent("We couldn't place your order. Please try again.");
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss message' })[0]!);
    expect(dismissed).toEqual(['ADRESULT_REFUSED']);
  });
});

describe('OrderReview', () => {
  it('lists contact, address, delivery and payment, each with a change link into the site', () => {
    createTestEnvironment({ path: '/uk/en' }).render(
      <OrderReview
        contact={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
        address={{
          firstName: 'Ada',
          lastName: 'Lovelace',
          addressLine1: '1 High St',
          city: 'London',
          postcode: 'N1 1AA',
          countryCode: 'GB',
        }}
        delivery="Standard · £4.95"
        payment="Card · Card ending 1111"
        links={{ delivery: '/checkout/shipping', payment: '/checkout/payment' }}
      />,
    );
    expect(screen.getByText('Delivery address').nextElementSibling).toHaveTextContent('1 High St');
    const links = screen.getAllByRole('link', { name: 'Change' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uk/en/checkout/shipping',
      '/uk/en/checkout/shipping',
      '/uk/en/checkout/shipping',
      '/uk/en/checkout/payment',
    ]);
    expect(links[3]).toHaveAccessibleDescription('Payment');
  });

  it('keeps a Latin phone number, name and e-mail in their own direction inside Arabic text', () => {
    createTestEnvironment({ path: '/ae/ar' }).render(
      <OrderReview
        contact={{ name: 'Ana Silva', email: 'ana.silva@example.com', phoneNumber: '050 123 4567' }}
        address={{
          firstName: 'سارة',
          lastName: 'المنصوري',
          addressLine1: 'برج خليفة',
          city: 'دبي',
          countryCode: 'AE',
        }}
        delivery="التوصيل العادي"
        payment="بطاقة"
        links={{ delivery: '/checkout/shipping', payment: '/checkout/payment' }}
      />,
    );
    const contact = document.getElementById('review-contact')!.nextElementSibling!;
    expect(contact.textContent).toContain('\u2068050 123 4567\u2069');
    expect(contact.textContent).toContain('\u2068ana.silva@example.com\u2069');
    expect(contact.textContent).toContain('\u2068Ana Silva\u2069');
  });
});

describe('OrderComplete', () => {
  const formatter = createPriceFormatter('en-GB', 'GB', 'GBP');

  it('shows the reference, the confirmation address, the lines and the total', () => {
    createTestEnvironment().render(
      <OrderComplete order={testPlacedOrder()} formatter={formatter} pending={false} paymentName="Card" />,
    );
    expect(screen.getByText('Order number UKTEST1')).toBeInTheDocument();
    expect(screen.getByText("We've sent a confirmation to ada@example.com.")).toBeInTheDocument();
    expect(screen.getByText('Cashmere crew-neck jumper')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('£120.00');
    expect(screen.getByText('Card · Card ending 1111')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the payment is still to be confirmed when it is pending', () => {
    createTestEnvironment().render(
      <OrderComplete
        order={testPlacedOrder({ payment: { method: 'banktransfer_GB' } })}
        formatter={formatter}
        pending
        paymentName="Bank transfer"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('waiting for your payment to be confirmed');
  });
});

describe('addressLines', () => {
  const names = (code: string) => ({ GB: 'United Kingdom', US: 'United States', JP: '日本' })[code] ?? code;

  it('reads a US address with the state by name', () => {
    expect(
      addressLines(
        {
          firstName: 'Ana',
          lastName: 'Silva',
          addressLine1: '350 Fifth Avenue',
          city: 'New York',
          region: 'NY',
          postcode: '10118',
          countryCode: 'US',
        },
        names,
      ),
    ).toEqual(['Ana Silva', '350 Fifth Avenue', 'New York, New York, 10118', 'United States']);
  });

  it('reads a Japanese address family name first, postcode first, prefecture by name before the town', () => {
    expect(
      addressLines(
        {
          firstName: '花子',
          lastName: '山田',
          postcode: '100-0001',
          region: '13',
          city: '千代田区',
          addressLine1: '千代田1-1',
          countryCode: 'JP',
        },
        names,
        'ja',
      ),
    ).toEqual(['山田 花子', '〒100-0001', '東京都千代田区千代田1-1', '日本']);
  });
});
