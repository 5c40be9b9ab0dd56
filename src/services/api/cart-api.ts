import type { AddressBody, CartAddressBody } from '../../../schemas/api/address.schema.ts';
import type { AddToCartBody, CartResponse } from '../../../schemas/api/cart.schema.ts';
import type { CartAnswer, CartPromotion, CartService, PreconditionRequired } from '../types/index.ts';
import type { ApiClient } from './api-client.ts';
import { isPreconditionRequired } from './api-errors.ts';

/** The cart calls of spec 2 section 7.3 over the API client; every mutation answers with the whole cart. */
export class HttpCartService implements CartService {
  constructor(private readonly client: ApiClient) {}

  /** GET /api/cart?lang=…&preview=… */
  async load(options: { preview?: boolean } = {}): Promise<CartAnswer> {
    const { language } = await this.client.site();
    return this.client.request<CartResponse>('/api/cart', {
      query: { lang: language, preview: options.preview || undefined },
    });
  }

  /** POST /api/cart: a new line (with its sku options, customisation, set code, basket clearing). */
  add(body: AddToCartBody): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/cart', { method: 'POST', body });
  }

  /** PUT /api/cart/{itemId} */
  update(itemId: string, quantity: number): Promise<CartAnswer> {
    return this.client.request<CartResponse>(`/api/cart/${encodeURIComponent(itemId)}`, {
      method: 'PUT',
      body: { quantity },
    });
  }

  /** Removal is an update to quantity 0. */
  remove(itemId: string): Promise<CartAnswer> {
    return this.update(itemId, 0);
  }

  /** POST /api/cart/recreateCart */
  recreate(cartPublicId: string): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/cart/recreateCart', {
      method: 'POST',
      body: { cartPublicId },
    });
  }

  /** PUT /api/cart/voucher with the apply instruction. */
  applyVoucher(voucher: string): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/cart/voucher', {
      method: 'PUT',
      body: { action: 'apply', voucher },
    });
  }

  /** PUT /api/cart/voucher with the delete instruction. */
  removeVoucher(): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/cart/voucher', {
      method: 'PUT',
      body: { action: 'delete' },
    });
  }

  /** POST /api/cart/address: a saved address by reference, or one given in full. */
  saveAddress(body: CartAddressBody): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/cart/address', { method: 'POST', body });
  }

  /** POST /api/cart/calculate-tax */
  calculateTax(address: AddressBody): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/cart/calculate-tax', {
      method: 'POST',
      body: { address },
    });
  }

  /** GET /api/cart/promotions: the contract names no body, so a bare list and `{ promotions }` are both read. */
  async promotions(): Promise<CartPromotion[] | PreconditionRequired> {
    const answer = await this.client.request<CartPromotion[] | { promotions?: CartPromotion[] }>(
      '/api/cart/promotions',
    );
    if (isPreconditionRequired(answer) || Array.isArray(answer)) return answer;
    return answer?.promotions ?? [];
  }

  /** POST /api/shipping */
  selectShipping(id: string): Promise<CartAnswer> {
    return this.client.request<CartResponse>('/api/shipping', { method: 'POST', body: { id } });
  }

  async createSession(): Promise<void> {
    await this.client.createSession();
  }

  onSessionRestart(listener: () => void): void {
    this.client.onSessionRestart(listener);
  }
}
