-- Payments. The sandbox provider keeps its own tables (prefixed sandbox_), as a real provider would keep its own
-- database: the shop never reads them, so swapping in a real provider by configuration leaves the shop's schema alone.

-- One row per payment the provider was asked for; the state machine of an Adyen-style payment.
CREATE TABLE sandbox_payments (
  psp_reference text PRIMARY KEY,
  merchant_account text NOT NULL,
  merchant_reference text NOT NULL,
  amount_value bigint NOT NULL CHECK (amount_value >= 0),
  currency char(3) NOT NULL,
  method text NOT NULL,
  return_url text NOT NULL,
  -- AWAITING_APPROVAL and AWAITING_CHALLENGE wait for the shopper on the provider's page; the rest are final.
  status text NOT NULL CHECK (status IN ('AWAITING_APPROVAL', 'AWAITING_CHALLENGE', 'RECEIVED', 'AUTHORISED', 'REFUSED', 'CANCELLED')),
  refusal_reason text,
  -- Brand and last four digits only: the provider keeps no card number either.
  card_summary jsonb,
  -- Set when the shop redeemed the redirectResult: each one answers once.
  result_redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_payments_merchant_reference ON sandbox_payments (merchant_reference);

-- Webhook notifications waiting for the shop's [accepted]: retried with backoff until then.
CREATE TABLE sandbox_notifications (
  id bigserial PRIMARY KEY,
  psp_reference text NOT NULL REFERENCES sandbox_payments (psp_reference),
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_notifications_due ON sandbox_notifications (next_attempt_at) WHERE delivered_at IS NULL;

-- The shop side: units of an order line sold beyond stock (preorder or backorder allowance), so a cancelled order
-- gives back stock and allowance as they were taken.
ALTER TABLE order_lines ADD COLUMN advance_quantity integer NOT NULL DEFAULT 0 CHECK (advance_quantity >= 0);

-- Pending payments the sweeper looks at, oldest first.
CREATE INDEX orders_pending_payment ON orders (placed_at) WHERE status = 'PENDING_PAYMENT';
