import { describe, expect, it } from 'vitest';
import { answeringApiClient, type FakeAnswer } from '../../../../tests/helpers/answering-api-client.ts';
import { WIRE_ORDER } from '../../../../tests/helpers/wire-order.ts';
import { HttpOrderService } from './orders-api.ts';

/** A signed-in customer's tokens. */
const signedIn = { accessToken: () => 'access-token' };

/** The service for a signed-in customer over a fetch answering one body per call, recording what was sent. */
function answering(...answers: FakeAnswer[]) {
  const { client, sent } = answeringApiClient(...answers);
  return { service: new HttpOrderService(client, signedIn), sent };
}

describe('HttpOrderService', () => {
  it('asks for pages of 10 after the cursor, and gives the next cursor only while one is answered', async () => {
    const summary = {
      reference: 'UK1',
      status: 'PLACED',
      placedAt: '2026-11-20T10:00:00.000Z',
      currency: 'GBP',
      totalCost: 5000,
      totalItemCount: 3,
      thumbnails: ['/a.svg'],
    };
    const { service, sent } = answering(
      { status: 200, body: { orders: [summary], lastKey: 'UK1', lastKeyTs: 1763632800000 } },
      { status: 200, body: { orders: [] } },
    );
    const first = await service.history();
    expect(first).toEqual({
      orders: [
        {
          reference: 'UK1',
          status: 'PLACED',
          placedAt: '2026-11-20T10:00:00.000Z',
          currency: 'GBP',
          total: 5000,
          itemCount: 3,
          thumbnails: ['/a.svg'],
        },
      ],
      next: { lastKey: 'UK1', lastKeyTs: 1763632800000 },
    });
    expect(await service.history(first.next)).toEqual({ orders: [] });
    expect(sent[0]!.url.pathname).toBe('/api/order/history');
    expect(sent[0]!.url.searchParams.get('pageSize')).toBe('10');
    expect(sent[0]!.url.searchParams.has('lastKey')).toBe(false);
    expect(sent[1]!.url.searchParams.get('lastKey')).toBe('UK1');
    expect(sent[1]!.url.searchParams.get('lastKeyTs')).toBe('1763632800000');
  });

  it('reads one order in the shop’s shape, and looks a guest’s up by POST', async () => {
    const { service, sent } = answering({ status: 200, body: WIRE_ORDER });
    const order = await service.order('UKABC');
    expect(sent[0]!.url.pathname).toBe('/api/order/UKABC');
    expect(order).toMatchObject({
      email: 'ada@example.com',
      totals: { items: 12000, discount: 1200, delivery: 495, tax: 0, total: 11295, count: 2 },
      shippingMethod: 'Standard',
      payment: { method: 'creditcard', last4: '1111' },
      timeline: WIRE_ORDER.timeline,
    });
    expect(order.lines[0]).toEqual({
      sku: 'MN1-BLK-M',
      productId: 'MN1',
      name: 'Wrap dress',
      brand: 'Atelier Sud',
      colorName: 'Black',
      sizeName: 'M',
      quantity: 2,
      listPrice: 8000,
      salePrice: 6000,
      total: 10800,
      thumbnailUrl: '/media/MN1.svg',
      personalisation: [{ key: 'initials', value: 'AL' }],
    });
    const query = { orderReference: 'UKABC', email: 'ada@example.com', hash: 'h' };
    await service.lookUp(query);
    expect(sent[1]!.init.method).toBe('POST');
    expect(sent[1]!.url.pathname).toBe('/api/order/s/query');
    expect(JSON.parse(String(sent[1]!.init.body))).toEqual(query);
  });

  it('fails with the API’s status and code', async () => {
    const { service } = answering({
      status: 404,
      body: { status: 404, code: 'ORDER_NOT_FOUND', message: 'No such order' },
    });
    await expect(service.order('NOPE')).rejects.toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it('asks nothing for a signed-out shopper’s history or order, refusing as the API would; guests still look up', async () => {
    const { client, sent } = answeringApiClient({ status: 200, body: WIRE_ORDER });
    const service = new HttpOrderService(client, { accessToken: () => undefined });
    await expect(service.history()).rejects.toMatchObject({ status: 401 });
    await expect(service.order('UKABC')).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([]);
    await service.lookUp({ orderReference: 'UKABC', email: 'ada@example.com', hash: 'h' });
    expect(sent.map((call) => call.url.pathname)).toEqual(['/api/order/s/query']);
  });
});
