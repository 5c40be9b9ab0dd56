import type { PlaceOrderBody, PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { PaymentSettings } from '../../api/payment-settings.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { ReferenceData } from '../cart/reference-data.ts';
import { isValidCaptchaToken } from './captcha-token.ts';
import { assertShipsTo } from './checkout-service.ts';
import type { NotificationOutcome, NotifiedItem } from './notification-match.ts';
import { keepCard, payForReservation } from './order-payment.ts';
import { reserveOrder, type Reservation } from './order-reservation.ts';
import { OrderSettlement, type OrderSettlementDependencies } from './order-settlement.ts';
import { ABANDONED, type Settlement } from './payment-outcome.ts';
import { PaymentVoids, type PlacementLog } from './payment-voids.ts';
import {
  placementRepository as placement,
  type PlacedOrderRow,
  type StoredAnswer,
} from './placement-repository.ts';
import { storedCardUse } from './saved-card-use.ts';
import { reserveWithinCaps, type UnpaidOrderLimits } from './unpaid-order-caps.ts';

export interface OrderPlacementDependencies extends OrderSettlementDependencies {
  reference: ReferenceData;
  secrets: { orderLookup: string; captcha: string };
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
 *
 * This class takes the order in and sweeps the abandoned ones; asking the provider is `order-payment.ts`, settling
 * from an answer, a return or a webhook `OrderSettlement`.
 */
export class OrderPlacement {
  private readonly voids: PaymentVoids;
  private readonly settlement: OrderSettlement;

  constructor(private readonly deps: OrderPlacementDependencies) {
    this.voids = new PaymentVoids(deps);
    this.settlement = new OrderSettlement(deps, this.voids);
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
    const { outcome, additionalData } = await payForReservation(
      this.deps,
      reservation,
      session,
      body,
      stored,
    );
    const { order, answer } = await this.settlement.settle(reservation.reference, outcome);
    if (stored?.store && outcome.kind === 'authorised') await keepCard(this.deps, stored, additionalData);
    return answer ? unwrap(answer) : replay(order);
  }

  /** Settle an order after the provider's page, from its redirectResult: see `OrderSettlement.finalise`. */
  finalise(reference: string, redirectResult: string, owner?: ShoppingSession): Promise<Settlement> {
    return this.settlement.finalise(reference, redirectResult, owner);
  }

  /** Apply a verified AUTHORISATION notification: see `OrderSettlement.notified`. */
  notified(item: NotifiedItem): Promise<NotificationOutcome> {
    return this.settlement.notified(item);
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
    for (const reference of references) await this.settlement.settle(reference, ABANDONED);
    await this.voids.voidDue(limit, log);
    return references.length;
  }

  /** How long an unpaid order may hold its stock before the sweeper cancels it. */
  private holdMs(): number {
    const { approvalMinutes, holdGraceMinutes } = this.deps.paymentHold;
    return (approvalMinutes + holdGraceMinutes) * 60_000;
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
