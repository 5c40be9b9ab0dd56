import type { PaymentSettings } from '../../api/payment-settings.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import type { CancelResponse, PaymentRequest, PaymentResponse } from '../../lib/payment-protocol.ts';

/** The sandbox's address in this process, used when no provider URL is configured. */
export const IN_PROCESS_PROVIDER_URL = '/payments-sandbox/v71';

/** The provider could not be reached, or answered with a server error: nothing is known about the payment. */
export class ProviderUnavailableError extends Error {}

/** The provider refused the request itself (4xx): a bad request, never a decision about the card. */
export class ProviderRejectedError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status: 422 is its verdict on the request; others (401, 404) point at the shop's set-up. */
    readonly status: number,
  ) {
    super(message);
  }
}

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

  /**
   * Void a payment the shop dropped (Adyen's cancels): by its pspReference when the shop learned it, else by the
   * order's reference, which the provider filed it under. The provider answers `received` and applies it itself.
   */
  async cancel(payment: { pspReference?: string; merchantReference: string }): Promise<CancelResponse> {
    const { merchantAccount } = this.settings;
    const reference = `void-${payment.merchantReference}`;
    const answer = payment.pspReference
      ? await this.send('POST', `/payments/${encodeURIComponent(payment.pspReference)}/cancels`, {
          merchantAccount,
          reference,
        })
      : await this.send('POST', '/cancels', {
          merchantAccount,
          paymentReference: payment.merchantReference,
          reference,
        });
    return JSON.parse(answer.body) as CancelResponse;
  }

  /** Have the provider forget a stored card (Adyen's DELETE /storedPaymentMethods/{id}). */
  async disableStoredMethod(storedMethodId: string, shopperReference: string): Promise<void> {
    const query = new URLSearchParams({ shopperReference, merchantAccount: this.settings.merchantAccount });
    await this.send('DELETE', `/storedPaymentMethods/${encodeURIComponent(storedMethodId)}?${query}`);
  }

  private async call(path: string, body: unknown, idempotencyKey?: string): Promise<PaymentResponse> {
    const answer = await this.send('POST', path, body, idempotencyKey);
    return JSON.parse(answer.body) as PaymentResponse;
  }

  private async send(
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: string }> {
    let answer: { status: number; body: string };
    try {
      answer = await this.transport({
        method,
        url: `${(this.settings.providerUrl ?? IN_PROCESS_PROVIDER_URL).replace(/\/+$/, '')}${path}`,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-api-key': this.settings.apiKey,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (answer.status >= 500) throw new ProviderUnavailableError(`the provider answered ${answer.status}`);
    if (answer.status !== 200 && answer.status !== 201 && answer.status !== 204)
      throw new ProviderRejectedError(
        `the provider answered ${answer.status}: ${answer.body.slice(0, 200)}`,
        answer.status,
      );
    return answer;
  }
}
