/** E-mail marketing as the stores see it. */

/** Outcome of an e-mail signup as the marketing endpoint answers it. */
export type SubscribeResult = { ok: true } | { ok: false; status: number };

/** E-mail marketing: newsletter signup with interests per vendor. */
export interface MarketingService {
  subscribe(request: {
    email: string;
    language: string;
    interests: string[];
    consent: boolean;
  }): Promise<SubscribeResult>;
  /**
   * Ask to be e-mailed when a sku is back in stock (`newsletter`: subscribe the address too). Failures are their
   * HTTP status: 422 a malformed address, 404 a sku the catalogue does not have, 0 no answer.
   */
  requestBackInStock(request: {
    email: string;
    sku: string;
    language: string;
    newsletter: boolean;
  }): Promise<SubscribeResult>;
}
