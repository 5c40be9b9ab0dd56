import type { PlaceOrderBody } from '../../../schemas/api/checkout.schema.ts';
import { basePath } from '../../../shared/site-paths.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { PaymentResponse } from '../../lib/payment-protocol.ts';
import { countPaymentResult } from '../../lib/metrics.ts';
import type { SavedCardService } from '../payment-methods/saved-card-service.ts';
import type { Reservation } from './order-reservation.ts';
import { ProviderRejectedError, ProviderUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import { outcomeOf, UNREACHABLE, type PaymentOutcome } from './payment-outcome.ts';
import { paymentRequestFor, returnUrlFor, type StoredCardUse } from './payment-request.ts';

/** What asking the provider for a payment, and keeping a card after one, need. */
export interface OrderPaymentDependencies {
  gateway: PaymentGateway;
  /** Signed-in customers' saved cards: paying with one, and keeping a new card the shopper asked to save. */
  savedCards?: Pick<SavedCardService, 'card' | 'keepFromPayment'>;
  /** Scheme and host of the shop: the provider's return URL and the e-mailed order link start with it. */
  storefrontOrigin: string;
}

export type PaymentAdditionalData = NonNullable<PaymentResponse['additionalData']>;

/**
 * Ask the provider to pay for a reserved order. A provider out of reach or refusing the request answers the
 * `UNREACHABLE` outcome rather than an error: the order is reserved and must still be settled.
 */
export async function payForReservation(
  deps: OrderPaymentDependencies,
  reservation: Reservation,
  session: ShoppingSession,
  body: PlaceOrderBody,
  stored: StoredCardUse | undefined,
): Promise<{ outcome: PaymentOutcome; additionalData?: PaymentAdditionalData }> {
  const request = paymentRequestFor(
    reservation,
    body,
    {
      merchantAccount: deps.gateway.merchantAccount,
      returnUrl: returnUrlFor(
        deps.storefrontOrigin,
        basePath(session.site, session.language),
        reservation.reference,
      ),
      language: session.language,
    },
    stored,
  );
  try {
    const response = await deps.gateway.pay(request, reservation.reference);
    countPaymentResult('payment', response.resultCode);
    return { outcome: outcomeOf(response), additionalData: response.additionalData };
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
      countPaymentResult('payment', 'unreachable');
      return { outcome: UNREACHABLE };
    }
    throw error;
  }
}

/** The order is placed whatever happens here: a card that could not be kept is only not offered next time. */
export async function keepCard(
  deps: OrderPaymentDependencies,
  stored: StoredCardUse,
  additionalData: PaymentAdditionalData | undefined,
): Promise<void> {
  try {
    await deps.savedCards?.keepFromPayment(stored.shopperReference, additionalData);
  } catch {
    // Nothing to tell the shopper at this point; the card form is there next time.
  }
}
