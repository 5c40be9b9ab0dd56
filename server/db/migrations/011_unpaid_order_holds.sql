-- Unpaid orders hold stock briefly and boundedly. Placement counts the orders still waiting for payment per
-- session, per account and per client address (the key a per-client limit counts under: an IPv4 address, or an IPv6
-- client's /64), so one client cannot hold a shop's last units in many unpaid orders at once.
ALTER TABLE orders ADD COLUMN client_key text;
CREATE INDEX orders_open_by_session ON orders (session_id) WHERE status = 'PENDING_PAYMENT';
CREATE INDEX orders_open_by_account ON orders (account_id) WHERE status = 'PENDING_PAYMENT' AND account_id IS NOT NULL;
CREATE INDEX orders_open_by_client ON orders (client_key) WHERE status = 'PENDING_PAYMENT';

-- A payment the shop must cancel at the provider because it dropped the order (swept unpaid, or authorised only
-- after it was cancelled): DUE until the provider accepts the cancel (retried by the sweeper), then DONE; FAILED
-- when the provider refused the cancel itself, for a person to refund.
ALTER TABLE orders ADD COLUMN payment_void text CHECK (payment_void IN ('DUE', 'DONE', 'FAILED'));
CREATE INDEX orders_payment_void_due ON orders (id) WHERE payment_void = 'DUE';

