-- Rate limits kept in the database, so every server process behind one database spends one budget: each row counts
-- what one key (a client address, a username, an account...) did in its current fixed window, which ends at
-- resets_at. A row whose window has ended is reused by the next attempt, and swept a while later.
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  resets_at timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE INDEX rate_counters_resets_at ON rate_counters (resets_at);
