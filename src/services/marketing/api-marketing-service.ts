import type { ApiClient } from '../api/index.ts';
import { ApiRequestError, isPreconditionRequired } from '../api/index.ts';
import type { MarketingService, SubscribeResult } from '../types/index.ts';

/**
 * `GET /api/marketing/subscribe` with email, language, interests and consent, through the one API
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
  }): Promise<SubscribeResult> {
    try {
      const answer = await this.client.request('/api/marketing/subscribe', {
        query: {
          email: request.email,
          language: request.language,
          interests: request.interests.join(','),
          consent: String(request.consent),
        },
      });
      return isPreconditionRequired(answer) ? { ok: false, status: 428 } : { ok: true };
    } catch (error) {
      return { ok: false, status: error instanceof ApiRequestError ? error.status : 0 };
    }
  }
}
