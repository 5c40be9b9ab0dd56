import type { OrderDetails } from '../../schemas/api/orders.schema.ts';

/** An order as the commerce API answers it: shipped, one discounted and personalised line, paid by card. */
export const WIRE_ORDER: OrderDetails = {
  reference: 'UKABC',
  status: 'SHIPPED',
  placedAt: '2026-11-20T10:00:00.000Z',
  currency: 'GBP',
  consumer: { email: 'ada@example.com', firstName: 'Ada' },
  items: [
    {
      sku: 'MN1-BLK-M',
      productId: 'MN1',
      name: 'Wrap dress',
      brand: 'Atelier Sud',
      options: { color: 'black', colorName: 'Black', size: 'm', sizeName: 'M' },
      quantity: 2,
      unitPrice: { list: 8000, sale: 6000 },
      discount: 1200,
      total: 10800,
      thumbnailUrl: '/media/MN1.svg',
      customisation: { inputs: [{ key: 'initials', value: 'AL' }] },
    },
  ],
  totals: {
    totalItemCost: 12000,
    totalDiscount: 1200,
    deliveryCost: 495,
    totalTax: 0,
    totalCost: 11295,
    totalItemCount: 2,
  },
  shippingAddress: { firstName: 'Ada', city: 'London', countryCode: 'GB' },
  billingAddress: { firstName: 'Ada', city: 'Leeds', countryCode: 'GB' },
  shippingMethod: { id: 'gb-standard', name: 'Standard' },
  payment: { method: 'creditcard', brand: 'visa', last4: '1111' },
  tracking: [],
  timeline: [
    { step: 'PLACED', at: '2026-11-20T10:00:00.000Z' },
    { step: 'SHIPPED', at: '2026-11-21T10:00:00.000Z', carrier: 'DPD', trackingNumber: '1Z9' },
  ],
};
