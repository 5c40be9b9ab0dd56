import type { PlaceOrderBody } from '../../../schemas/api/checkout.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { SavedCardService } from '../payment-methods/saved-card-service.ts';
import type { StoredCardUse } from './payment-request.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A saved card the caller does not own is answered exactly like one that never existed. */
const unknownCard = () => new ApiError(400, 'CARD_MISSING', 'No such saved card');

/**
 * The saved-card part of a card payment: the card a `cardToken` names (the signed-in owner's only; anyone else's is
 * refused as unknown, before any order is reserved), or `storeCard` to save a new card after the payment.
 */
export async function storedCardUse(
  savedCards: Pick<SavedCardService, 'card'> | undefined,
  session: ShoppingSession,
  body: PlaceOrderBody,
): Promise<StoredCardUse | undefined> {
  if (body.paymentMethod !== 'creditcard') return undefined;
  if (!session.accountId || !savedCards) {
    if (body.cardToken) throw unknownCard();
    return undefined;
  }
  const shopperReference = session.accountId;
  if (!body.cardToken) return body.storeCard ? { shopperReference, store: true } : undefined;
  const saved = UUID.test(body.cardToken)
    ? await savedCards.card(shopperReference, body.cardToken)
    : undefined;
  if (!saved) throw unknownCard();
  return { shopperReference, storedToken: saved.provider_token };
}
