import type { BackInStockBody } from '../../../schemas/api/marketing.schema.ts';
import type { ApiClient } from '../api/index.ts';
import { ApiRequestError, isPreconditionRequired } from '../api/index.ts';
import type { MarketingService, SubscribeResult } from '../types/index.ts';

/**
 * `GET /api/marketing/subscribe` with email, language, interests, consent and the vendor, through the one API
 * client so it carries the siteTag, credentials and the site's folder. Failures become their HTTP status (422, 409...)
 * for the signup store to map; no answer at all is status 0.
 */
export class ApiMarketingService implements MarketingService {
  constructor(private readonly client: ApiClient) {}

  async subscribe(request: {
    email: string;
    language: string;
    interests: string[];
    consent: boolean;
    vendor?: string;
  }): Promise<SubscribeResult> {
    try {
      const answer = await this.client.request('/api/marketing/subscribe', {
        query: {
          email: request.email,
          language: request.language,
          interests: request.interests.join(','),
          consent: String(request.consent),
          ...(request.vendor !== undefined ? { vendor: request.vendor } : {}),
        },
      });
      return isPreconditionRequired(answer) ? { ok: false, status: 428 } : { ok: true };
    } catch (error) {
      return failure(error);
    }
  }

  /** `POST /api/marketing/back-in-stock` with the address, the sku as `variantId`, the language and the checkbox. */
  async requestBackInStock(request: {
    email: string;
    sku: string;
    language: string;
    newsletter: boolean;
  }): Promise<SubscribeResult> {
    try {
      const body: BackInStockBody = {
        email: request.email,
        variantId: request.sku,
        language: request.language,
        newsletter: request.newsletter,
      };
      const answer = await this.client.request('/api/marketing/back-in-stock', { method: 'POST', body });
      return isPreconditionRequired(answer) ? { ok: false, status: 428 } : { ok: true };
    } catch (error) {
      return failure(error);
    }
  }
}

const failure = (error: unknown): SubscribeResult => ({
  ok: false,
  status: error instanceof ApiRequestError ? error.status : 0,
});
