import type { PaymentSettings } from '../../api/payment-settings.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import type { PaymentRequest, PaymentResponse } from '../../lib/payment-protocol.ts';

/** The sandbox's address in this process, used when no provider URL is configured. */
export const IN_PROCESS_PROVIDER_URL = '/payments-sandbox/v71';

/** The provider could not be reached, or answered with a server error: nothing is known about the payment. */
export class ProviderUnavailableError extends Error {}

/** The provider refused the request itself (4xx): a bad request, never a decision about the card. */
export class ProviderRejectedError extends Error {}

/**
 * The shop's client of the provider's Checkout API (/payments, /payments/details), over a transport: HTTP to a real
 * provider, or the sandbox in this process. The provider's answers come back as they are.
 */
export class PaymentGateway {
  constructor(
    private readonly settings: Pick<PaymentSettings, 'apiKey' | 'merchantAccount' | 'providerUrl'>,
    private readonly transport: HttpTransport,
  ) {}

  get merchantAccount(): string {
    return this.settings.merchantAccount;
  }

  pay(request: PaymentRequest, idempotencyKey: string): Promise<PaymentResponse> {
    return this.call('/payments', request, idempotencyKey);
  }

  details(redirectResult: string): Promise<PaymentResponse> {
    return this.call('/payments/details', { details: { redirectResult } });
  }

  private async call(path: string, body: unknown, idempotencyKey?: string): Promise<PaymentResponse> {
    let answer: { status: number; body: string };
    try {
      answer = await this.transport({
        method: 'POST',
        url: `${(this.settings.providerUrl ?? IN_PROCESS_PROVIDER_URL).replace(/\/+$/, '')}${path}`,
        headers: {
          'content-type': 'application/json',
          'x-api-key': this.settings.apiKey,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (answer.status >= 500) throw new ProviderUnavailableError(`the provider answered ${answer.status}`);
    if (answer.status !== 200)
      throw new ProviderRejectedError(`the provider answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return JSON.parse(answer.body) as PaymentResponse;
  }
}
