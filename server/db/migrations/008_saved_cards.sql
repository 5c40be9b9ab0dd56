-- Saved cards. The shop keeps the provider's token and what a list shows (brand, last four digits, expiry, holder);
-- the card number never reaches the shop's server, let alone its tables.
CREATE TABLE saved_cards (
  id uuid PRIMARY KEY,
  account_id text NOT NULL,
  -- The provider's stored-payment-method reference, sent back to pay with the card.
  provider_token text NOT NULL,
  brand text NOT NULL,
  last4 char(4) NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2200),
  holder_name text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Insertion order breaks ties of created_at.
  seq bigserial NOT NULL
);
CREATE INDEX saved_cards_account ON saved_cards (account_id, created_at, seq);
CREATE UNIQUE INDEX saved_cards_one_default ON saved_cards (account_id) WHERE is_default;

-- The sandbox provider's stored payment methods (its own table, as a real provider keeps its own): what paying with
-- one needs, and no card number either. `outcome` is what the test card does on a later payment.
CREATE TABLE sandbox_stored_methods (
  id text PRIMARY KEY,
  merchant_account text NOT NULL,
  shopper_reference text NOT NULL,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  expiry_month smallint NOT NULL,
  expiry_year smallint NOT NULL,
  holder_name text NOT NULL DEFAULT '',
  outcome text NOT NULL CHECK (outcome IN ('AUTHORISE', 'CHALLENGE', 'NOT_ENOUGH_BALANCE')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_stored_methods_shopper ON sandbox_stored_methods (merchant_account, shopper_reference);
