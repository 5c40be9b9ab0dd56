import { PAYMENT_RETURN_PAGE, type PlaceOrderBody } from '../../../schemas/api/checkout.schema.ts';
import type { PaymentRequest } from '../../lib/payment-protocol.ts';
import type { Reservation } from './order-reservation.ts';

/**
 * Where the provider sends the shopper after its page: the storefront's return page on the order's site and language
 * (`base`), which finishes the payment in the shopper's session; relative when the shop's origin is not configured.
 */
export function returnUrlFor(storefrontOrigin: string, base: string, reference: string): string {
  const origin = storefrontOrigin.replace(/\/+$/, '');
  return `${origin}${base}${PAYMENT_RETURN_PAGE}?${new URLSearchParams({ utr: reference })}`;
}

/**
 * How a signed-in customer's card is involved: paid with a card the provider stored for them (`storedToken`), or a
 * new card to store after the payment (`store`). `shopperReference` is the account the provider files cards under.
 */
export interface StoredCardUse {
  shopperReference: string;
  storedToken?: string;
  store?: boolean;
}

/** The provider's /payments request for a reserved order: card fields pass through still encrypted. */
export function paymentRequestFor(
  reservation: Reservation,
  body: PlaceOrderBody,
  shop: { merchantAccount: string; returnUrl: string; language: string },
  stored?: StoredCardUse,
): PaymentRequest {
  const paymentMethod = stored?.storedToken
    ? { type: 'scheme' as const, storedPaymentMethodId: stored.storedToken }
    : body.paymentMethod === 'creditcard'
      ? {
          type: 'scheme' as const,
          encryptedCardNumber: body.encryptedCardNumber,
          encryptedExpiryMonth: body.encryptedExpiryMonth,
          encryptedExpiryYear: body.encryptedExpiryYear,
          encryptedSecurityCode: body.encryptedSecurityCode,
          holderName: body.cardHolderName ?? '',
        }
      : { type: body.paymentMethod };
  return {
    merchantAccount: shop.merchantAccount,
    reference: reservation.reference,
    amount: reservation.amount,
    paymentMethod,
    returnUrl: shop.returnUrl,
    shopperEmail: body.consumer.email,
    deviceFingerprint: body.deviceFingerprint,
    browserInfo: { userAgent: body.userAgent, language: shop.language },
    ...(stored
      ? {
          shopperReference: stored.shopperReference,
          shopperInteraction: 'Ecommerce' as const,
          recurringProcessingModel: 'CardOnFile' as const,
          ...(stored.store && !stored.storedToken ? { storePaymentMethod: true } : {}),
        }
      : {}),
  };
}
