-- The outbox becomes a transactional outbox that a sender delivers over SMTP (commerce/outbox/outbox-sender.ts).
-- status: pending (to send), sent, failed (given up: a permanent SMTP refusal or too many attempts), expired (never
-- tried within a day of being written) or skipped (written before delivery existed). Rows already here become
-- skipped, never pending: they are demo mails and codes long expired, and turning SMTP_URL on must not mail a
-- backlog of them to real addresses. New rows default to pending.
ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'skipped';
ALTER TABLE outbox ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sent', 'failed', 'expired', 'skipped'));
-- The HTML part and the language, rendered in the writing transaction with the plain text (null on old rows).
ALTER TABLE outbox ADD COLUMN body_html text;
ALTER TABLE outbox ADD COLUMN language text;
-- Attempts so far (counted when claimed, so a sender killed mid-send still uses one up) and when the next is due.
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
-- The lease of the sender that claimed the row: nobody else takes it before locked_until, anyone may after.
ALTER TABLE outbox ADD COLUMN locked_until timestamptz;
ALTER TABLE outbox ADD COLUMN claim_token text;
ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE outbox ADD COLUMN last_error text;
ALTER TABLE outbox ADD COLUMN message_id text;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
