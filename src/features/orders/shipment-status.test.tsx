import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../tests/helpers/fake-order-service.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { ShipmentStatus } from './shipment-status.tsx';

describe('ShipmentStatus', () => {
  it('shows the latest shipment’s date, carrier, tracking number and the carrier’s tracking page', () => {
    const order = testOrder();
    const resent = {
      step: 'SHIPPED' as const,
      at: '2026-11-23T08:00:00.000Z',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123',
      trackingUrl: 'https://track.example/RM123',
    };
    createTestEnvironment().render(
      <ShipmentStatus order={{ ...order, timeline: [resent, ...order.timeline] }} />,
    );
    const parcel = screen.getByRole('region', { name: 'Your parcel' });
    expect(parcel).toHaveTextContent('Order UKTEST1 · Shipped');
    expect(parcel).toHaveTextContent('Shipped on 23 November 2026');
    expect(parcel).toHaveTextContent('Carrier: Royal Mail · Tracking number: RM123');
    expect(screen.getAllByRole('link', { name: 'Track your parcel with Royal Mail' })[0]).toHaveAttribute(
      'href',
      'https://track.example/RM123',
    );
  });

  it('says the order has not shipped yet while no shipment is recorded', () => {
    const order = testOrder({ status: 'PLACED' });
    createTestEnvironment().render(
      <ShipmentStatus order={{ ...order, timeline: order.timeline.slice(0, 2) }} />,
    );
    expect(screen.getByRole('region', { name: 'Your parcel' })).toHaveTextContent(
      "Your order hasn't shipped yet.",
    );
    expect(screen.queryByText(/Tracking number/)).not.toBeInTheDocument();
  });
});
