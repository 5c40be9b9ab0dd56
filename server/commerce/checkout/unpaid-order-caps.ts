import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';
import type { Reservation } from './order-reservation.ts';
import { placementRepository as placement } from './placement-repository.ts';
import {
  unpaidOrderRepository as unpaid,
  type OpenOrders,
  type OrderHolder,
} from './unpaid-order-repository.ts';

/** The caps on orders waiting for payment at once, read on each placement (an operator or a test may change them). */
export type UnpaidOrderLimits = Pick<
  CommerceContext['limits'],
  'openOrdersPerSession' | 'openOrdersPerAccount' | 'openOrdersPerAddress'
>;

/**
 * Reserve an order (`reserve`, in the caller's transaction) only while its holder has room under the caps. Concurrent
 * placements of one session, account or client address queue behind each other first, so each counts the orders the
 * ones before it made; a same-key call that went first answers for this one (undefined: replay it). The order keeps
 * the client key it was placed from, which the per-address cap counts.
 */
export async function reserveWithinCaps(
  tx: Queryable,
  holder: OrderHolder & { idempotencyKey: string },
  limits: UnpaidOrderLimits,
  clock: { now: Date; holdMs: number },
  reserve: () => Promise<Reservation | undefined>,
): Promise<Reservation | undefined> {
  await queueBehindHolder(tx, holder);
  if (await placement.byIdempotencyKey(tx, holder.idempotencyKey)) return undefined;
  await assertRoomForUnpaidOrder(tx, holder, limits, clock);
  const reserved = await reserve();
  if (reserved) await unpaid.setClientKey(tx, reserved.orderId, holder.clientKey);
  return reserved;
}

/** Advisory locks on the holder's keys, held until the caller's transaction ends. */
function queueBehindHolder(tx: Queryable, holder: OrderHolder): Promise<void> {
  return unpaid.lockKeys(tx, [
    `open-orders:session:${holder.sessionId}`,
    `open-orders:client:${holder.clientKey}`,
    ...(holder.accountId ? [`open-orders:account:${holder.accountId}`] : []),
  ]);
}

/**
 * Refuse another order (429 TOO_MANY_REQUESTS) while its holder already has as many orders waiting for payment as a
 * cap allows, per session, per account and per client address: each unpaid order holds stock, so without a cap one
 * client could hold a shop's last units in order after order. Retry-after is when the oldest of the orders that fill
 * the caps is swept (`holdMs` after it was placed), unless the shopper finishes or abandons one before.
 */
async function assertRoomForUnpaidOrder(
  tx: Queryable,
  holder: OrderHolder,
  limits: UnpaidOrderLimits,
  clock: { now: Date; holdMs: number },
): Promise<void> {
  const open = await unpaid.openOrders(tx, holder);
  const caps: { what: string; open: OpenOrders; cap: number }[] = [
    { what: 'this session', open: open.session, cap: limits.openOrdersPerSession },
    ...(holder.accountId
      ? [{ what: 'this account', open: open.account, cap: limits.openOrdersPerAccount }]
      : []),
    { what: 'this address', open: open.client, cap: limits.openOrdersPerAddress },
  ];
  const full = caps.filter(({ open: held, cap }) => held.count >= cap);
  if (!full.length) return;
  const freeAt = Math.max(
    ...full.map(({ open: held }) => (held.oldest?.getTime() ?? clock.now.getTime()) + clock.holdMs),
  );
  const seconds = Math.max(1, Math.ceil((freeAt - clock.now.getTime()) / 1000));
  throw new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many orders from ${full[0]!.what} are waiting for payment: complete or cancel one, or try again in ` +
      `${Math.ceil(seconds / 60)} min`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}
