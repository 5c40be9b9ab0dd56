import type { ConsumerResponse } from '../../../../schemas/api/addresses.schema.ts';
import type { CartResponse } from '../../../../schemas/api/cart.schema.ts';
import type { AddressRules } from '../../../../shared/address-rules.ts';
import type {
  Address,
  Cart,
  CartAddition,
  CartAddress,
  CartPromotion,
  CartService,
  Consumer,
} from '../../../kernel/types/index.ts';
import type { ApiClient, ApiRequest } from '../../../kernel/api/api-client.ts';
import { isSessionStillRequired } from '../../../kernel/api/api-errors.ts';
import { reshapeCart, reshapePromotions } from './reshape-cart.ts';

/**
 * The cart calls (/api/cart) over the API client; every mutation answers with the whole cart, reshaped into
 * the shop's `Cart`. The client creates the session and retries when the API asks for one.
 */
export class HttpCartService implements CartService {
  constructor(private readonly client: ApiClient) {}

  /** GET /api/cart?lang=…&preview=… */
  async load(options: { preview?: boolean } = {}): Promise<Cart> {
    return this.cart('/api/cart', {
      query: { lang: (await this.client.site()).language, preview: options.preview || undefined },
    });
  }

  /** POST /api/cart: a new line (with its sku options, customisation, set code, basket clearing). */
  add(addition: CartAddition): Promise<Cart> {
    return this.cart('/api/cart', { method: 'POST', body: addition });
  }

  /** PUT /api/cart/{itemId} */
  update(itemId: string, quantity: number): Promise<Cart> {
    return this.cart(`/api/cart/${encodeURIComponent(itemId)}`, { method: 'PUT', body: { quantity } });
  }

  /** Removal is an update to quantity 0. */
  remove(itemId: string): Promise<Cart> {
    return this.update(itemId, 0);
  }

  /** POST /api/cart/recreateCart */
  recreate(cartPublicId: string): Promise<Cart> {
    return this.cart('/api/cart/recreateCart', { method: 'POST', body: { cartPublicId } });
  }

  /** PUT /api/cart/voucher with the apply instruction. */
  applyVoucher(voucher: string): Promise<Cart> {
    return this.cart('/api/cart/voucher', { method: 'PUT', body: { action: 'apply', voucher } });
  }

  /** PUT /api/cart/voucher with the delete instruction. */
  removeVoucher(): Promise<Cart> {
    return this.cart('/api/cart/voucher', { method: 'PUT', body: { action: 'delete' } });
  }

  /** POST /api/cart/address: a saved address by reference, or one given in full. */
  saveAddress(address: CartAddress): Promise<Cart> {
    return this.cart('/api/cart/address', { method: 'POST', body: address });
  }

  /** POST /api/cart/calculate-tax */
  calculateTax(address: Address): Promise<Cart> {
    return this.cart('/api/cart/calculate-tax', { method: 'POST', body: { address } });
  }

  /**
   * GET /api/cart/promotions: the contract names no body, so a bare list and `{ promotions }` are both read. When the
   * API still asks for a session after one was created, there are no promotions to show.
   */
  async promotions(): Promise<CartPromotion[]> {
    try {
      const answer = await this.client.call<CartPromotion[] | { promotions?: CartPromotion[] }>(
        '/api/cart/promotions',
      );
      return reshapePromotions(Array.isArray(answer) ? answer : (answer?.promotions ?? []));
    } catch (error) {
      if (isSessionStillRequired(error)) return [];
      throw error;
    }
  }

  /** POST /api/shipping */
  selectShipping(id: string): Promise<Cart> {
    return this.cart('/api/shipping', { method: 'POST', body: { id } });
  }

  /** POST /api/checkout/consumer; the answer's stored properties, with an empty phone left out. */
  async saveConsumer(consumer: Consumer): Promise<Consumer> {
    const answer = await this.client.call<ConsumerResponse>('/api/checkout/consumer', {
      method: 'POST',
      body: consumer,
    });
    const { phoneNumber, ...names } = answer.properties;
    return phoneNumber ? { ...names, phoneNumber } : names;
  }

  /** GET /api/validation/{country}/{language}/address?type=DELIVERY: the rules the API will check the address by. */
  addressRules(
    country: string,
    language: string,
    type: 'DELIVERY' | 'BILLING' = 'DELIVERY',
  ): Promise<AddressRules> {
    return this.client.call<AddressRules>(
      `/api/validation/${encodeURIComponent(country)}/${encodeURIComponent(language)}/address`,
      { query: { type } },
    );
  }

  async createSession(): Promise<void> {
    await this.client.createSession();
  }

  async setSessionLanguage(language: string): Promise<void> {
    // A 428 means the API has no session to keep it on: the next session created starts with the page's language.
    await this.client.setSessionLanguage(language);
  }

  onSessionRestart(listener: () => void): void {
    this.client.onSessionRestart(listener);
  }

  private async cart(path: string, init: ApiRequest): Promise<Cart> {
    return reshapeCart(await this.client.call<CartResponse>(path, { ...init, inSession: true }));
  }
}
