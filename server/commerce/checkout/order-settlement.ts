import type { ShoppingSession } from '../../api/context.ts';
import type { SiteDirectory } from '../../api/site-directory.ts';
import type { Database } from '../../db/database.ts';
import { purchasePairs } from '../../db/purchase-pairs.ts';
import { countPaymentResult, ordersPlaced } from '../../lib/metrics.ts';
import { releaseCancelledOrder } from '../orders/order-release.ts';
import type { OutboxService } from '../outbox/outbox-service.ts';
import {
  notificationMismatches,
  notificationOutcome,
  type NotificationOutcome,
  type NotifiedItem,
} from './notification-match.ts';
import { queueOrderConfirmation } from './order-confirmation.ts';
import { keepCard, type OrderPaymentDependencies } from './order-payment.ts';
import {
  answerFor,
  outcomeOf,
  paymentAfter,
  type PaymentOutcome,
  type Settlement,
} from './payment-outcome.ts';
import { finalisePayment } from './payment-return.ts';
import { refuseLateAuthorisation, type PaymentVoids } from './payment-voids.ts';
import { placementRepository as placement } from './placement-repository.ts';

/** What settling orders needs, besides the provider: the database, the clock, the outbox and the sites. */
export interface OrderSettlementDependencies extends OrderPaymentDependencies {
  db: Database;
  now: () => Date;
  outbox: Pick<OutboxService, 'enqueue'>;
  sites: Pick<SiteDirectory, 'bySiteId'>;
}

/**
 * Settling a pending order from whichever comes first of the provider's answer, the shopper's return from the
 * provider's page, or the provider's webhook; the others find it settled. A placed order is confirmed by e-mail, a
 * failed one gives its stock and bag back, and an authorisation for an order already cancelled has its payment voided.
 */
export class OrderSettlement {
  constructor(
    private readonly deps: OrderSettlementDependencies,
    private readonly voids: PaymentVoids,
  ) {}

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
            await keepCard(
              this.deps,
              { shopperReference: order.account_id, store: true },
              response.additionalData,
            );
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

  /** Apply an outcome to a pending order, once: a settled order keeps its state and answer. */
  async settle(reference: string, outcome: PaymentOutcome, returnProof?: string): Promise<Settlement> {
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
