import type { PlaceOrderBody, PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { basePath } from '../../../shared/site-paths.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { PaymentSettings } from '../../api/payment-settings.ts';
import type { SiteDirectory } from '../../api/site-directory.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { purchasePairs } from '../../db/purchase-pairs.ts';
import type { PaymentResponse } from '../../lib/payment-protocol.ts';
import { countPaymentResult, ordersPlaced } from '../../lib/metrics.ts';
import type { ReferenceData } from '../cart/reference-data.ts';
import { releaseCancelledOrder } from '../orders/order-release.ts';
import type { OutboxService } from '../outbox/outbox-service.ts';
import { isValidCaptchaToken } from './captcha-token.ts';
import { assertShipsTo } from './checkout-service.ts';
import { queueOrderConfirmation } from './order-confirmation.ts';
import { reserveOrder, type Reservation } from './order-reservation.ts';
import type { SavedCardService } from '../payment-methods/saved-card-service.ts';
import { paymentRequestFor, returnUrlFor, type StoredCardUse } from './payment-request.ts';
import { storedCardUse } from './saved-card-use.ts';
import {
  ABANDONED,
  answerFor,
  outcomeOf,
  paymentAfter,
  UNREACHABLE,
  type PaymentOutcome,
  type Settlement,
} from './payment-outcome.ts';
import { ProviderRejectedError, ProviderUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import { finalisePayment } from './payment-return.ts';
import { PaymentVoids, refuseLateAuthorisation, type PlacementLog } from './payment-voids.ts';
import {
  notificationMismatches,
  notificationOutcome,
  type NotificationOutcome,
  type NotifiedItem,
} from './notification-match.ts';
import {
  placementRepository as placement,
  type PlacedOrderRow,
  type StoredAnswer,
} from './placement-repository.ts';
import { reserveWithinCaps, type UnpaidOrderLimits } from './unpaid-order-caps.ts';

export interface OrderPlacementDependencies {
  db: Database;
  now: () => Date;
  reference: ReferenceData;
  outbox: Pick<OutboxService, 'enqueue'>;
  gateway: PaymentGateway;
  /** Signed-in customers' saved cards: paying with one, and keeping a new card the shopper asked to save. */
  savedCards?: Pick<SavedCardService, 'card' | 'keepFromPayment'>;
  sites: Pick<SiteDirectory, 'bySiteId'>;
  secrets: { orderLookup: string; captcha: string };
  /** Scheme and host of the shop: the provider's return URL and the e-mailed order link start with it. */
  storefrontOrigin: string;
  /**
   * How long an unpaid order holds its stock: the provider's approval window, then a grace for a late return or
   * webhook; the sweeper cancels it after. Read on each sweep.
   */
  paymentHold: Pick<PaymentSettings, 'approvalMinutes' | 'holdGraceMinutes'>;
  /** The caps on orders waiting for payment per session, account and client address. */
  limits: UnpaidOrderLimits;
}

/**
 * Order placement: reserve the cart as an order in one transaction (stock taken, cart ordered), then ask the provider,
 * then settle the order from the answer, a return from the provider's page, or the provider's webhook — whichever
 * comes first; the others find it settled. Each idempotency key places at most one order and one payment.
 */
export class OrderPlacement {
  private readonly voids: PaymentVoids;

  constructor(private readonly deps: OrderPlacementDependencies) {
    this.voids = new PaymentVoids(deps);
  }

  /** Place the session's bag as an order and pay for it; `clientKey` is the caller's address as limits key it. */
  async place(
    session: ShoppingSession,
    idempotencyKey: string,
    body: PlaceOrderBody,
    clientKey: string,
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
    const holder = { sessionId: session.id, accountId: session.accountId, clientKey, idempotencyKey: key };
    try {
      reservation = await this.deps.db.transaction((tx) => {
        const now = this.deps.now();
        return reserveWithinCaps(tx, holder, this.deps.limits, { now, holdMs: this.holdMs() }, () =>
          reserveOrder(tx, {
            session,
            idempotencyKey: key,
            body,
            reference: this.deps.reference,
            lookupSecret: this.deps.secrets.orderLookup,
            now,
          }),
        );
      });
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

  /**
   * Settle an order after the provider's page, from its redirectResult (see `finalisePayment` for who may see what).
   * The owner's session makes it the JSON call; without one it is the shopper's browser coming back.
   */
  finalise(reference: string, redirectResult: string, owner?: ShoppingSession): Promise<Settlement> {
    return finalisePayment(
      {
        db: this.deps.db,
        gateway: this.deps.gateway,
        settleFromDetails: async (orderReference, response, proof) => {
          countPaymentResult('details', response.resultCode);
          const outcome = outcomeOf(response);
          const order = await placement.byReference(this.deps.db, orderReference);
          // A card the shopper asked to keep, stored by the provider once the challenge passed.
          if (outcome.kind === 'authorised' && order?.account_id)
            await this.keepCard({ shopperReference: order.account_id, store: true }, response.additionalData);
          return this.settle(orderReference, outcome, proof);
        },
      },
      reference,
      redirectResult,
      owner,
    );
  }

  /**
   * Apply a verified AUTHORISATION notification. It settles its order only when it is for this merchant account, for
   * the order's total in its currency, and for the payment the order recorded (or the first, when it recorded none);
   * otherwise it is not applied. An authorisation for an order already cancelled is refused for the order and its
   * payment voided, whatever its amount: a void takes no money. Unknown references and settled orders are left alone.
   */
  async notified(item: NotifiedItem): Promise<NotificationOutcome> {
    const order = await placement.byReference(this.deps.db, item.merchantReference);
    if (!order) return { kind: 'unknown-order' };
    const authorised = item.success === 'true';
    const mismatches = notificationMismatches(order, item, this.deps.gateway.merchantAccount);
    const lateAuthorisation = authorised && order.status === 'CANCELLED';
    if (mismatches.includes('merchantAccount') || (mismatches.length && !lateAuthorisation))
      return { kind: 'mismatch', fields: mismatches };
    const settled = await this.settle(order.reference, notificationOutcome(item));
    return settled.lateAuthorisation
      ? { kind: 'authorised-too-late', late: settled.lateAuthorisation }
      : { kind: 'applied' };
  }

  /**
   * Cancel orders whose payment never completed within the time it can take (the shopper left the provider's page,
   * or the shop died before it asked), giving their stock back, and void their payments at the provider so a page
   * approved late charges no one; then retry the voids the provider did not take before. An authorised payment is
   * never swept in practice: the provider stores its notification before answering and sends it at once.
   */
  async sweepAbandoned(log?: PlacementLog, limit = 50): Promise<number> {
    const before = new Date(this.deps.now().getTime() - this.holdMs());
    const references = await placement.stalePending(this.deps.db, before, limit);
    for (const reference of references) await this.settle(reference, ABANDONED);
    await this.voids.voidDue(limit, log);
    return references.length;
  }

  /** How long an unpaid order may hold its stock before the sweeper cancels it. */
  private holdMs(): number {
    const { approvalMinutes, holdGraceMinutes } = this.deps.paymentHold;
    return (approvalMinutes + holdGraceMinutes) * 60_000;
  }

  private async pay(
    reservation: Reservation,
    session: ShoppingSession,
    body: PlaceOrderBody,
    stored: StoredCardUse | undefined,
  ): Promise<{ outcome: PaymentOutcome; additionalData?: PaymentAdditionalData }> {
    const request = paymentRequestFor(
      reservation,
      body,
      {
        merchantAccount: this.deps.gateway.merchantAccount,
        returnUrl: returnUrlFor(
          this.deps.storefrontOrigin,
          basePath(session.site, session.language),
          reservation.reference,
        ),
        language: session.language,
      },
      stored,
    );
    try {
      const response = await this.deps.gateway.pay(request, reservation.reference);
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

  /** Apply an outcome to a pending order, once: a settled order keeps its state and answer. */
  private async settle(
    reference: string,
    outcome: PaymentOutcome,
    returnProof?: string,
  ): Promise<Settlement> {
    const order = await placement.byReference(this.deps.db, reference);
    const site = order ? await this.deps.sites.bySiteId(order.site_id) : undefined;
    let placed = false;
    const settled = await this.deps.db.transaction(async (tx): Promise<Settlement> => {
      placed = false;
      const current = (await placement.byReference(tx, reference, true))!;
      const returnProofs = [...(current.payment.returnProofs ?? []), ...(returnProof ? [returnProof] : [])];
      if (current.status !== 'PENDING_PAYMENT') {
        // Settled first by the webhook: the shopper's return still earns the right to see the answer.
        if (returnProof)
          await placement.setOutcome(tx, current.id, current.status, { ...current.payment, returnProofs });
        if (outcome.kind !== 'authorised' || current.status !== 'CANCELLED')
          return { order: current, answer: current.payment.answer };
        // The provider took the money for an order already given up: refused for the order, the payment voided.
        return refuseLateAuthorisation(tx, current, outcome.pspReference, this.deps.now());
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
        placed = true;
        await placement.addEvent(tx, current.id, 'PLACED', { pspReference: outcome.pspReference }, now);
        // Paid, so its products were bought together: a refused or abandoned order never gets here.
        await purchasePairs.learnOrder(tx, current.id);
        await queueOrderConfirmation(tx, this.deps.outbox, {
          order: current,
          site,
          origin: this.deps.storefrontOrigin,
        });
      } else if (outcome.kind === 'failed') {
        await placement.setOutcome(tx, current.id, 'CANCELLED', payment);
        await placement.addEvent(tx, current.id, 'CANCELLED', { resultCode: outcome.resultCode }, now);
        await releaseCancelledOrder(tx, current.id, { voidPayment: Boolean(outcome.voidAtProvider) });
        if (current.cart_id !== null) await placement.reactivateCart(tx, current.cart_id, now);
      } else {
        await placement.setOutcome(tx, current.id, 'PENDING_PAYMENT', payment);
      }
      const status =
        outcome.kind === 'authorised' ? 'PLACED' : outcome.kind === 'failed' ? 'CANCELLED' : current.status;
      return { order: { ...current, status, payment }, answer };
    });
    // Counted once the transaction committed, and once per order: only the call that moved it out of pending.
    if (placed) ordersPlaced.inc();
    if (settled.lateAuthorisation) settled.lateAuthorisation.void = await this.voids.voidOrder(reference);
    return settled;
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
