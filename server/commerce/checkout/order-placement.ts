import { createHash } from 'node:crypto';
import type { PlaceOrderBody, PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { SiteDirectory } from '../../api/site-directory.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import type { PaymentResponse } from '../../lib/payment-protocol.ts';
import type { ReferenceData } from '../cart/reference-data.ts';
import { voucherUseRepository as voucherUses } from '../cart/voucher-use-repository.ts';
import type { OutboxService } from '../outbox/outbox-service.ts';
import { isValidCaptchaToken } from './captcha-token.ts';
import { assertShipsTo } from './checkout-service.ts';
import { queueOrderConfirmation } from './order-confirmation.ts';
import { reserveOrder, type Reservation } from './order-reservation.ts';
import type { SavedCardService } from '../payment-methods/saved-card-service.ts';
import { paymentRequestFor, returnUrlFor, type StoredCardUse } from './payment-request.ts';
import { storedCardUse } from './saved-card-use.ts';
import { answerFor, outcomeOf, paymentAfter, UNREACHABLE, type PaymentOutcome } from './payment-outcome.ts';
import { ProviderRejectedError, ProviderUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import {
  placementRepository as placement,
  type PlacedOrderRow,
  type StoredAnswer,
} from './placement-repository.ts';

export interface OrderPlacementDependencies {
  db: Database;
  now: () => Date;
  reference: ReferenceData;
  outbox: Pick<OutboxService, 'enqueue'>;
  gateway: PaymentGateway;
  /** Signed-in customers' saved cards: paying with one, and keeping a new card the shopper asked to save. */
  savedCards?: Pick<SavedCardService, 'card' | 'keepFromPayment'>;
  sites: Pick<SiteDirectory, 'bySiteId' | 'metadata'>;
  secrets: { orderLookup: string; captcha: string };
  /** Scheme and host of the shop: the provider's return URL and the e-mailed order link start with it. */
  storefrontOrigin: string;
  /** Orders waiting this long for their payment are cancelled by the sweeper (default 30). */
  pendingPaymentMinutes?: number;
}

/** The answer of a settled order: the stored placement answer and the order as it now stands. */
export interface Settlement {
  order: PlacedOrderRow;
  answer: StoredAnswer | undefined;
}

/**
 * Order placement: reserve the cart as an order in one transaction (stock taken, cart ordered), then ask the provider,
 * then settle the order from the answer, a return from the provider's page, or the provider's webhook — whichever
 * comes first; the others find it settled. Each idempotency key places at most one order and one payment.
 */
export class OrderPlacement {
  constructor(private readonly deps: OrderPlacementDependencies) {}

  async place(
    session: ShoppingSession,
    idempotencyKey: string,
    body: PlaceOrderBody,
  ): Promise<PlaceOrderResponse> {
    if (!isValidCaptchaToken(body.captcha.token, session.id, this.deps.secrets.captcha, this.deps.now()))
      throw new ApiError(403, 'ERROR_CAPTCHA', 'The captcha is missing or has expired; ask for a new one');
    const key = `${session.id}:${idempotencyKey}`;
    const earlier = await placement.byIdempotencyKey(this.deps.db, key);
    if (earlier) return replay(earlier);
    const stored = await storedCardUse(this.deps.savedCards, session, body);
    const card = [
      body.encryptedCardNumber,
      body.encryptedExpiryMonth,
      body.encryptedExpiryYear,
      body.encryptedSecurityCode,
    ];
    if (body.paymentMethod === 'creditcard' && !stored?.storedToken && !card.every(Boolean))
      throw new ApiError(400, 'CARD_MISSING', 'Enter the card details');
    assertShipsTo(session, body.addresses.shipping);

    let reservation: Reservation | undefined;
    try {
      reservation = await this.deps.db.transaction((tx) =>
        reserveOrder(tx, {
          session,
          idempotencyKey: key,
          body,
          reference: this.deps.reference,
          lookupSecret: this.deps.secrets.orderLookup,
          now: this.deps.now(),
        }),
      );
    } catch (error) {
      // A concurrent call with the same key won the unique index: answer what it answers.
      if (!isUniqueViolation(error)) throw error;
    }
    if (!reservation) {
      const winner = await placement.byIdempotencyKey(this.deps.db, key);
      if (winner) return replay(winner);
      throw new ApiError(404, 'CART_NOT_FOUND', 'There is no bag to check out');
    }
    const { outcome, additionalData } = await this.pay(reservation, session, body, stored);
    const { order, answer } = await this.settle(reservation.reference, outcome);
    if (stored?.store && outcome.kind === 'authorised') await this.keepCard(stored, additionalData);
    return answer ? unwrap(answer) : replay(order);
  }

  /** The order is placed whatever happens here: a card that could not be kept is only not offered next time. */
  private async keepCard(stored: StoredCardUse, additionalData: PaymentAdditionalData | undefined) {
    try {
      await this.deps.savedCards?.keepFromPayment(stored.shopperReference, additionalData);
    } catch {
      // Nothing to tell the shopper at this point; the card form is there next time.
    }
  }

  /** An order as placement sees it, by reference. */
  order(reference: string): Promise<PlacedOrderRow | undefined> {
    return placement.byReference(this.deps.db, reference);
  }

  /**
   * Settle an order after the provider's page, from its redirectResult. The owner's session (the JSON call) may read a
   * settled order as it stands; a browser return must prove itself with the redirectResult the provider confirmed
   * for this order (kept as a digest), since its answer carries the order's lookup hash.
   */
  async finalise(reference: string, redirectResult: string, owner?: ShoppingSession): Promise<Settlement> {
    const order = await placement.byReference(this.deps.db, reference);
    if (!order || (owner && !ownedBy(order, owner)))
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
    const proof = digest(redirectResult);
    const settled = order.status !== 'PENDING_PAYMENT';
    if (settled && (owner || order.payment.returnProofs?.includes(proof)))
      return { order, answer: order.payment.answer };
    let outcome: PaymentOutcome;
    try {
      const response = await this.deps.gateway.details(redirectResult);
      if (response.merchantReference !== reference)
        throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
      outcome = outcomeOf(response);
      // A card the shopper asked to keep, stored by the provider once the challenge passed.
      if (outcome.kind === 'authorised' && order.account_id)
        await this.keepCard({ shopperReference: order.account_id, store: true }, response.additionalData);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new ApiError(
          502,
          'STATUSCODE_SERVER_ERROR',
          'The payment provider cannot be reached; try again',
        );
      if (!(error instanceof ProviderRejectedError)) throw error;
      // A used or forged redirectResult proves nothing: no order details for it.
      const current = (await placement.byReference(this.deps.db, reference))!;
      if (current.status === 'PENDING_PAYMENT')
        throw new ApiError(409, 'PENDING', 'The payment is still being confirmed');
      if (owner || current.payment.returnProofs?.includes(proof))
        return { order: current, answer: current.payment.answer };
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
    }
    return this.settle(reference, outcome, proof);
  }

  /**
   * Apply a verified AUTHORISATION notification; unknown references and settled orders are left alone. Answers
   * `authorised-too-late` when the provider took the money for an order the sweeper had already cancelled.
   */
  async notified(item: {
    merchantReference: string;
    pspReference: string;
    success: string;
    reason?: string;
  }): Promise<'applied' | 'unknown-order' | 'authorised-too-late'> {
    const order = await placement.byReference(this.deps.db, item.merchantReference);
    if (!order) return 'unknown-order';
    const outcome: PaymentOutcome =
      item.success === 'true'
        ? { kind: 'authorised', pspReference: item.pspReference, resultCode: 'Authorised' }
        : outcomeOf({
            pspReference: item.pspReference,
            merchantReference: item.merchantReference,
            resultCode: 'Refused',
            ...(item.reason ? { refusalReason: item.reason } : {}),
          });
    const { order: settled } = await this.settle(order.reference, outcome);
    return item.success === 'true' && settled.status === 'CANCELLED' ? 'authorised-too-late' : 'applied';
  }

  /**
   * Cancel orders whose payment never completed within the time allowed (the shopper left the provider's page, or
   * the shop died before it asked). An authorised payment is never swept in practice: the provider stores its
   * notification before answering and sends it at once, long before the time runs out.
   */
  async sweepAbandoned(limit = 50): Promise<number> {
    const minutes = this.deps.pendingPaymentMinutes ?? 30;
    const before = new Date(this.deps.now().getTime() - minutes * 60_000);
    const references = await placement.stalePending(this.deps.db, before, limit);
    for (const reference of references)
      await this.settle(reference, {
        kind: 'failed',
        resultCode: 'Cancelled',
        status: 402,
        code: 'ADRESULT_REFUSED',
      });
    return references.length;
  }

  private async pay(
    reservation: Reservation,
    session: ShoppingSession,
    body: PlaceOrderBody,
    stored: StoredCardUse | undefined,
  ): Promise<{ outcome: PaymentOutcome; additionalData?: PaymentAdditionalData }> {
    const { siteTag } = await this.deps.sites.metadata();
    const request = paymentRequestFor(
      reservation,
      body,
      {
        merchantAccount: this.deps.gateway.merchantAccount,
        returnUrl: returnUrlFor(this.deps.storefrontOrigin, reservation.reference, siteTag),
        language: session.language,
      },
      stored,
    );
    try {
      const response = await this.deps.gateway.pay(request, reservation.reference);
      return { outcome: outcomeOf(response), additionalData: response.additionalData };
    } catch (error) {
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)
        return { outcome: UNREACHABLE };
      throw error;
    }
  }

  /** Apply an outcome to a pending order, once: a settled order keeps its state and answer. */
  private async settle(
    reference: string,
    outcome: PaymentOutcome,
    returnProof?: string,
  ): Promise<Settlement> {
    const order = await placement.byReference(this.deps.db, reference);
    const site = order ? await this.deps.sites.bySiteId(order.site_id) : undefined;
    return this.deps.db.transaction(async (tx) => {
      const current = (await placement.byReference(tx, reference, true))!;
      const returnProofs = [...(current.payment.returnProofs ?? []), ...(returnProof ? [returnProof] : [])];
      if (current.status !== 'PENDING_PAYMENT') {
        // Settled first by the webhook: the shopper's return still earns the right to see the answer.
        if (returnProof)
          await placement.setOutcome(tx, current.id, current.status, { ...current.payment, returnProofs });
        return { order: current, answer: current.payment.answer };
      }
      const answer = answerFor(current, outcome);
      const payment = {
        ...paymentAfter(current, outcome),
        answer,
        ...(returnProofs.length ? { returnProofs } : {}),
      };
      const now = this.deps.now();
      if (outcome.kind === 'authorised') {
        await placement.setOutcome(tx, current.id, 'PLACED', payment);
        await placement.addEvent(tx, current.id, 'PLACED', { pspReference: outcome.pspReference }, now);
        await queueOrderConfirmation(tx, this.deps.outbox, {
          order: current,
          site,
          origin: this.deps.storefrontOrigin,
        });
      } else if (outcome.kind === 'failed') {
        await placement.setOutcome(tx, current.id, 'CANCELLED', payment);
        await placement.addEvent(tx, current.id, 'CANCELLED', { resultCode: outcome.resultCode }, now);
        await placement.returnStock(tx, current.id);
        await voucherUses.giveBack(tx, current.id);
        if (current.cart_id !== null) await placement.reactivateCart(tx, current.cart_id, now);
      } else {
        await placement.setOutcome(tx, current.id, 'PENDING_PAYMENT', payment);
      }
      const status =
        outcome.kind === 'authorised' ? 'PLACED' : outcome.kind === 'failed' ? 'CANCELLED' : current.status;
      return { order: { ...current, status, payment }, answer };
    });
  }
}

/** The stored answer of an earlier call with the same key; 409 PENDING while that call is still under way. */
function replay(order: PlacedOrderRow): PlaceOrderResponse {
  if (!order.payment.answer) throw new ApiError(409, 'PENDING', 'This order is still being placed');
  return unwrap(order.payment.answer);
}

export function unwrap(answer: StoredAnswer): PlaceOrderResponse {
  if (answer.ok) return answer.body as PlaceOrderResponse;
  throw new ApiError(answer.status, answer.code as ErrorCode, answer.message, answer.details);
}

type PaymentAdditionalData = NonNullable<PaymentResponse['additionalData']>;

/** A redirectResult is kept only as a digest: enough to recognise a reload, useless to anyone reading the row. */
const digest = (redirectResult: string) => createHash('sha256').update(redirectResult).digest('base64url');

function ownedBy(order: PlacedOrderRow, session: ShoppingSession): boolean {
  return session.accountId ? order.account_id === session.accountId : order.session_id === session.id;
}
