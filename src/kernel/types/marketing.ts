/** E-mail marketing as the stores see it. */

/** Outcome of an e-mail signup as the marketing endpoint answers it. */
export type SubscribeResult = { ok: true } | { ok: false; status: number };

/** E-mail marketing: newsletter signup with interests per vendor. */
export interface MarketingService {
  /**
   * Sign an address up with one vendor and that vendor's interests only (the signup form sends one per vendor of the
   * site's interest groups), or with no vendor named where the site has none.
   */
  subscribe(request: {
    email: string;
    language: string;
    interests: string[];
    consent: boolean;
    vendor?: string;
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
