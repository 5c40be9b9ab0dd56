import type { Queryable } from '../db/database.ts';

export type SandboxStatus =
  'AWAITING_APPROVAL' | 'AWAITING_CHALLENGE' | 'RECEIVED' | 'AUTHORISED' | 'REFUSED' | 'CANCELLED';

/** Statuses that wait for the shopper on a provider page. */
export const AWAITING: SandboxStatus[] = ['AWAITING_APPROVAL', 'AWAITING_CHALLENGE'];

/** Statuses a merchant's cancel (a void) still stops: nothing is captured in the sandbox, so authorised ones too. */
const VOIDABLE: SandboxStatus[] = [...AWAITING, 'RECEIVED', 'AUTHORISED'];

export interface SandboxPaymentRow {
  psp_reference: string;
  merchant_account: string;
  merchant_reference: string;
  amount_value: number;
  currency: string;
  method: string;
  return_url: string;
  status: SandboxStatus;
  refusal_reason: string | null;
  card_summary: { brand: string; last4: string } | null;
  result_redeemed_at: Date | null;
}

export interface NotificationRow {
  id: number;
  psp_reference: string;
  payload: unknown;
  attempts: number;
}

const PAYMENT_COLUMNS =
  'psp_reference, merchant_account, merchant_reference, amount_value, currency, method, return_url, status, refusal_reason, card_summary, result_redeemed_at';

/** SQL of the sandbox provider's own tables. */
export const sandboxRepository = {
  async insertPayment(
    db: Queryable,
    payment: Omit<SandboxPaymentRow, 'result_redeemed_at'>,
    now: Date,
  ): Promise<void> {
    await db.query(
      `INSERT INTO sandbox_payments (${PAYMENT_COLUMNS}, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, $11, $11)`,
      [
        payment.psp_reference,
        payment.merchant_account,
        payment.merchant_reference,
        payment.amount_value,
        payment.currency,
        payment.method,
        payment.return_url,
        payment.status,
        payment.refusal_reason,
        payment.card_summary === null ? null : JSON.stringify(payment.card_summary),
        now,
      ],
    );
  },

  async find(db: Queryable, pspReference: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await db.query<SandboxPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_payments WHERE psp_reference = $1`,
      [pspReference],
    );
    return row && { ...row, amount_value: Number(row.amount_value) };
  },

  /** A payment still waiting on a page that opened after `openedAfter` (an older page has expired). */
  async findWaiting(
    db: Queryable,
    pspReference: string,
    openedAfter: Date,
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await db.query<SandboxPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_payments
       WHERE psp_reference = $1 AND status = ANY($2::text[]) AND created_at > $3`,
      [pspReference, AWAITING, openedAfter],
    );
    return row && { ...row, amount_value: Number(row.amount_value) };
  },

  /**
   * Move a waiting payment to its final status; undefined when it no longer waits (a page submitted twice, a payment
   * voided meanwhile) or its page opened before `openedAfter` (expired).
   */
  async settle(
    db: Queryable,
    pspReference: string,
    status: SandboxStatus,
    refusalReason: string | null,
    now: Date,
    openedAfter: Date,
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await db.query<SandboxPaymentRow>(
      `UPDATE sandbox_payments SET status = $2, refusal_reason = $3, updated_at = $4
       WHERE psp_reference = $1 AND status = ANY($5::text[]) AND created_at > $6 RETURNING ${PAYMENT_COLUMNS}`,
      [pspReference, status, refusalReason, now, AWAITING, openedAfter],
    );
    return row && { ...row, amount_value: Number(row.amount_value) };
  },

  /**
   * Void a merchant's payments, by pspReference or else by merchant reference: whatever still waits or is authorised
   * becomes CANCELLED. Answers the pspReferences voided now (none when already final).
   */
  async cancel(
    db: Queryable,
    merchantAccount: string,
    target: { pspReference: string } | { merchantReference: string },
    now: Date,
  ): Promise<string[]> {
    const [column, value] =
      'pspReference' in target
        ? ['psp_reference', target.pspReference]
        : ['merchant_reference', target.merchantReference];
    const rows = await db.query<{ psp_reference: string }>(
      `UPDATE sandbox_payments SET status = 'CANCELLED', refusal_reason = 'Cancelled by merchant', updated_at = $3
       WHERE ${column} = $1 AND merchant_account = $2 AND status = ANY($4::text[]) RETURNING psp_reference`,
      [value, merchantAccount, now, VOIDABLE],
    );
    return rows.map((row) => row.psp_reference);
  },

  /** Redeem a payment's redirectResult: only the first call gets the row. */
  async redeem(db: Queryable, pspReference: string, now: Date): Promise<SandboxPaymentRow | undefined> {
    const [row] = await db.query<SandboxPaymentRow>(
      `UPDATE sandbox_payments SET result_redeemed_at = $2
       WHERE psp_reference = $1 AND result_redeemed_at IS NULL AND NOT (status = ANY($3::text[]))
       RETURNING ${PAYMENT_COLUMNS}`,
      [pspReference, now, AWAITING],
    );
    return row && { ...row, amount_value: Number(row.amount_value) };
  },

  async countPayments(db: Queryable, merchantReference: string): Promise<number> {
    const [row] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sandbox_payments WHERE merchant_reference = $1',
      [merchantReference],
    );
    return row!.count;
  },

  async insertNotification(db: Queryable, pspReference: string, payload: unknown, now: Date): Promise<void> {
    await db.query(
      'INSERT INTO sandbox_notifications (psp_reference, payload, next_attempt_at) VALUES ($1, $2, $3)',
      [pspReference, JSON.stringify(payload), now],
    );
  },

  /**
   * Claim due notifications: each gets a lease (its next attempt pushed to `leaseUntil`), so a second worker skips
   * it; a worker that dies mid-delivery leaves it to be retried when the lease runs out.
   */
  claimDue(db: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<NotificationRow[]> {
    return db.query<NotificationRow>(
      `UPDATE sandbox_notifications SET attempts = attempts + 1, next_attempt_at = $2
       WHERE id IN (SELECT id FROM sandbox_notifications WHERE delivered_at IS NULL AND next_attempt_at <= $1
                    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, psp_reference, payload, attempts`,
      [now, leaseUntil, limit],
    );
  },

  async markDelivered(db: Queryable, id: number, now: Date): Promise<void> {
    await db.query('UPDATE sandbox_notifications SET delivered_at = $2, last_error = NULL WHERE id = $1', [
      id,
      now,
    ]);
  },

  async reschedule(db: Queryable, id: number, nextAttemptAt: Date, error: string): Promise<void> {
    await db.query('UPDATE sandbox_notifications SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [
      id,
      nextAttemptAt,
      error.slice(0, 500),
    ]);
  },
};
