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
}
