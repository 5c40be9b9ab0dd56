import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../tests/helpers/fake-order-service.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { OrderDetailsView, type OrderWording } from './order-details.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const wording: OrderWording = {
  addressLines: (address) => [address.addressLine1 ?? '', address.city ?? ''],
  paymentName: (method) => (method === 'creditcard' ? 'Credit or debit card' : method),
};

describe('OrderDetailsView', () => {
  it('shows the lines with pictures, options and prices, the totals, both addresses and the payment', () => {
    createTestEnvironment().render(<OrderDetailsView order={testOrder()} wording={wording} />);
    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/media/products/MN100001-BLK-M.svg');
    expect(items[0]).toHaveTextContent('Black · M · Quantity: 2');
    expect(items[0]).toHaveTextContent('Personalisation: AL');
    expect(items[0]).toHaveTextContent('£60.00 each');
    expect(items[0]).toHaveTextContent('was £80.00');
    expect(items[0]).toHaveTextContent('£108.00');
    expect(items[1]).not.toHaveTextContent('was');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Items£165.00');
    expect(summary).toHaveTextContent('Discount−£12.00');
    expect(summary).toHaveTextContent('Delivery£4.95');
    expect(summary).not.toHaveTextContent('Tax');
    expect(summary).toHaveTextContent('Total£157.95');

    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      '12 Marylebone RoadLondonStandard',
    );
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('3 Park RowLeeds');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Credit or debit card · Card ending 1111',
    );
    expect(document.querySelector('[data-status]')).toHaveTextContent('Shipped');
  });

  it('names the voucher on the discount when one was used', () => {
    createTestEnvironment().render(
      <OrderDetailsView order={testOrder({ voucherCode: 'WELCOME10' })} wording={wording} />,
    );
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      'Voucher WELCOME10−£12.00',
    );
  });
});

describe('OrderTimeline', () => {
  it('lists the steps oldest first whatever order they came in, the latest marked current', () => {
    const [placed, paid, shipped] = testOrder().timeline;
    createTestEnvironment().render(<OrderTimeline timeline={[shipped!, placed!, paid!]} />);
    const steps = within(screen.getByRole('region', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('[data-step]')!.textContent)).toEqual([
      'Order placed',
      'Payment received',
      'Shipped',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(steps[2]).toHaveTextContent('(latest update)');
    expect(steps[2]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T09:00:00.000Z');
    expect(steps[2]).toHaveTextContent('Carrier: DPD · Tracking number: 15501234567890');
    expect(steps[0]).not.toHaveTextContent('Carrier');
  });

  it('formats the times for the site’s locale', () => {
    const at = '2026-11-21T09:00:00.000Z';
    createTestEnvironment({ path: '/ae/ar' }).render(<OrderTimeline timeline={[{ step: 'SHIPPED', at }]} />);
    const expected = new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(at),
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
