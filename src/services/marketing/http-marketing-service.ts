import type { MarketingService, SubscribeResult } from '../types.ts';

/** `GET /api/marketing/subscribe` with email, language and interests (spec 2 section 7.7). */
export class HttpMarketingService implements MarketingService {
  constructor(
    private readonly apiRoot: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async subscribe(request: {
    email: string;
    language: string;
    interests: string[];
    consent: boolean;
  }): Promise<SubscribeResult> {
    const query = new URLSearchParams({
      email: request.email,
      language: request.language,
      interests: request.interests.join(','),
      consent: String(request.consent),
    });
    try {
      const response = await this.fetchImpl(`${this.apiRoot}/marketing/subscribe?${query}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      return response.ok ? { ok: true } : { ok: false, status: response.status };
    } catch {
      return { ok: false, status: 0 };
    }
  }
}
