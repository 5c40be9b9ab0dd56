-- Background work done once however many server processes share the database.

-- A payment void is claimed before the provider is asked to cancel: a node holding an unexpired claim is voiding it,
-- so another node skips the order; a node killed mid-void leaves a claim that runs out, and the void is retried.
ALTER TABLE orders ADD COLUMN void_claimed_until timestamptz;

-- Periodic sweeps (expired sessions, ended sign-ins, old help-desk threads) run once per interval across all nodes:
-- a node runs a round only if it moves the job's next_at forward, in one statement no other node can interleave.
CREATE TABLE background_rounds (
  name text PRIMARY KEY,
  next_at timestamptz NOT NULL
);
