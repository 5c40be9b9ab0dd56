import type { Database, Queryable } from '../../db/database.ts';
import { orderReleaseRepository } from '../orders/order-release.ts';
import { ProviderRejectedError, ProviderUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import type { LateAuthorisation, Settlement, VoidResult } from './payment-outcome.ts';
import { placementRepository as placement, type PlacedOrderRow } from './placement-repository.ts';
import { unpaidOrderRepository as unpaid, voidTargetOf, type DueVoid } from './unpaid-order-repository.ts';

/** Where placement tells an operator what needs a person: a payment the shop could not give back. */
export interface PlacementLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Record, in the caller's transaction, an authorisation that came for an order already cancelled: the order stays
 * cancelled (its stock was given back once), an event says what came, and the order owes a void of that payment.
 */
export async function refuseLateAuthorisation(
  tx: Queryable,
  order: PlacedOrderRow,
  pspReference: string,
  now: Date,
): Promise<Settlement> {
  await orderReleaseRepository.oweVoid(tx, order.id, pspReference);
  await placement.addEvent(tx, order.id, 'LATE_AUTHORISATION', { pspReference }, now);
  return {
    order,
    answer: order.payment.answer,
    lateAuthorisation: { orderReference: order.reference, pspReference, void: undefined },
  };
}

/** Tell the operator about money the provider took for an order already cancelled, and how its void went. */
export function logLateAuthorisation(log: PlacementLog, late: LateAuthorisation | undefined): void {
  if (!late) return;
  log.error(
    { orderReference: late.orderReference, pspReference: late.pspReference, void: late.void ?? 'retry' },
    late.void === 'voided'
      ? 'payment authorised for a cancelled order: refused, and voided at the provider'
      : 'payment authorised for a cancelled order: refused; its void is not done yet',
  );
}

/**
 * How long a node holds a void it claimed before another may make it: longer than a cancel call to the provider can
 * take, short enough that a void a killed node held is made within minutes.
 */
const VOID_LEASE_MS = 120_000;

/**
 * Give back the payments of orders the shop dropped: cancel each at the provider and record it on the order (its
 * payment state and an event). A void owed is a column on the order, so one the provider did not take is retried by
 * the sweeper after a restart as well as on the next round. Each void is claimed first (a lease on the order), so with
 * several server processes sweeping, one payment is cancelled at the provider once.
 */
export class PaymentVoids {
  constructor(
    private readonly deps: { db: Database; now: () => Date; gateway: Pick<PaymentGateway, 'cancel'> },
  ) {}

  /** Void what is owed, up to `limit` orders, until the provider cannot be reached; answers how many it took. */
  async voidDue(limit: number, log?: PlacementLog): Promise<number> {
    let voided = 0;
    const claimed = await unpaid.claimDueVoids(this.deps.db, limit, VOID_LEASE_MS);
    for (const [index, due] of claimed.entries()) {
      const result = await this.voidOne(due, log);
      if (result === 'retry') {
        // The provider is away: the rest are given back untried, for the next round of whichever node.
        for (const untried of claimed.slice(index + 1)) await unpaid.releaseVoid(this.deps.db, untried);
        break;
      }
      if (result === 'voided') voided++;
    }
    return voided;
  }

  /** Void the payment one order owes now, if it still owes one. */
  async voidOrder(reference: string, log?: PlacementLog): Promise<VoidResult | undefined> {
    const [due] = await unpaid.claimDueVoids(this.deps.db, 1, VOID_LEASE_MS, reference);
    return due ? this.voidOne(due, log) : undefined;
  }

  private async voidOne(due: DueVoid, log?: PlacementLog): Promise<VoidResult> {
    const target = voidTargetOf(due.payment);
    const named = { orderReference: due.reference, pspReference: target };
    let result: VoidResult;
    let detail: Record<string, string> = target ? { pspReference: target } : {};
    try {
      const answer = await this.deps.gateway.cancel({
        pspReference: target,
        merchantReference: due.reference,
      });
      result = 'voided';
      detail = { ...detail, cancelReference: answer.pspReference };
    } catch (error) {
      // Only the provider's verdict on the cancel (422) is final; an outage or the shop's own set-up (a wrong key,
      // a wrong URL) is retried on later sweeps once mended.
      const verdict = error instanceof ProviderRejectedError && error.status === 422;
      if (!verdict && (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)) {
        log?.error(
          { ...named, failure: error.message },
          'payment void did not reach the provider: retried later',
        );
        await unpaid.releaseVoid(this.deps.db, due);
        return 'retry';
      }
      if (!(error instanceof ProviderRejectedError)) throw error;
      result = 'refused';
      detail = { ...detail, failure: error.message.slice(0, 300) };
    }
    await this.deps.db.transaction(async (tx) => {
      const recorded = await unpaid.recordVoid(tx, due.id, target, result === 'voided' ? 'DONE' : 'FAILED');
      if (recorded)
        await placement.addEvent(
          tx,
          due.id,
          result === 'voided' ? 'PAYMENT_VOIDED' : 'PAYMENT_VOID_REFUSED',
          detail,
          this.deps.now(),
        );
    });
    if (result === 'voided') log?.info(named, 'payment voided for a dropped order');
    else
      log?.error({ ...named, ...detail }, 'the provider refused to void a dropped order: refund it by hand');
    return result;
  }
}
