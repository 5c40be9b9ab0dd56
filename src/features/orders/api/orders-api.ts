import { API_LIMITS } from '../../../../schemas/api/conventions.ts';
import type {
  OrderDetails,
  OrderHistoryResponse,
  OrderSummary as WireSummary,
} from '../../../../schemas/api/orders.schema.ts';
import type {
  GuestOrderQuery,
  Order,
  OrderHistoryCursor,
  OrderHistoryPage,
  OrderService,
  OrderSummary,
} from '../../../kernel/types/orders.ts';
import type { AuthTokens } from '../../../kernel/types/index.ts';
import type { ApiClient } from '../../../kernel/api/api-client.ts';
import { reshapeOrderHeading, reshapeOrderTotals } from './reshape-order.ts';
import { signedInCall } from '../../../kernel/api/signed-in-call.ts';

/**
 * Order history, one order and the guest lookup over the commerce API, in the shop's own shapes. The customer's own
 * orders are asked for only while someone is signed in (else refused at once as the API would, 401); a guest's
 * lookup needs no account.
 */
export class HttpOrderService implements OrderService {
  constructor(
    private readonly client: ApiClient,
    private readonly tokens: Pick<AuthTokens, 'accessToken'>,
  ) {}

  async history(after?: OrderHistoryCursor): Promise<OrderHistoryPage> {
    const answer = await signedInCall<OrderHistoryResponse>(this.client, this.tokens, '/api/order/history', {
      query: { pageSize: API_LIMITS.orderHistoryPageSize, ...after },
    });
    return {
      orders: answer.orders.map(reshapeSummary),
      ...(answer.lastKey !== undefined && answer.lastKeyTs !== undefined
        ? { next: { lastKey: answer.lastKey, lastKeyTs: answer.lastKeyTs } }
        : {}),
    };
  }

  async order(reference: string): Promise<Order> {
    return reshapeOrderDetails(
      await signedInCall<OrderDetails>(
        this.client,
        this.tokens,
        `/api/order/${encodeURIComponent(reference)}`,
      ),
    );
  }

  async lookUp(query: GuestOrderQuery): Promise<Order> {
    return reshapeOrderDetails(
      await this.client.call<OrderDetails>('/api/order/s/query', { method: 'POST', body: query }),
    );
  }
}

function reshapeSummary(order: WireSummary): OrderSummary {
  return {
    reference: order.reference,
    status: order.status,
    placedAt: order.placedAt,
    currency: order.currency,
    total: order.totalCost,
    itemCount: order.totalItemCount,
    thumbnails: order.thumbnails,
  };
}

/** The API's order details as the order pages show them. */
export function reshapeOrderDetails(order: OrderDetails): Order {
  return {
    ...reshapeOrderHeading(order),
    lines: order.items.map((item) => ({
      sku: item.sku,
      productId: item.productId,
      name: item.name,
      brand: item.brand,
      ...(item.options.colorName ? { colorName: item.options.colorName } : {}),
      ...(item.options.sizeName ? { sizeName: item.options.sizeName } : {}),
      quantity: item.quantity,
      listPrice: item.unitPrice.list,
      salePrice: item.unitPrice.sale,
      total: item.total,
      thumbnailUrl: item.thumbnailUrl,
      personalisation: item.customisation?.inputs ?? [],
    })),
    totals: reshapeOrderTotals(order.totals),
    ...(order.voucherCode ? { voucherCode: order.voucherCode } : {}),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    ...(order.shippingMethod.name ? { shippingMethod: order.shippingMethod.name } : {}),
    payment: order.payment,
    timeline: order.timeline,
  };
}
