-- The commerce schema. Money is integer minor units (pence, cents, yen, fils) beside an ISO currency; never floats.

-- Catalogue ------------------------------------------------------------------------------------------------------

CREATE TABLE products (
  product_id text PRIMARY KEY,
  slug text NOT NULL,
  name text NOT NULL,
  brand_name text NOT NULL,
  brand_tag text NOT NULL,
  gender text NOT NULL,
  categories text[] NOT NULL DEFAULT '{}',
  category_page_ids text[] NOT NULL DEFAULT '{}',
  -- [{"tag": "new-in", "rank": 3}]
  collections jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL DEFAULT '',
  measurement_chart text,
  -- Colour variants that are separate products (each with its own product URL) share a group.
  group_id text,
  -- Option levels in display order, e.g. {color,size} or {color,sizeType,size}.
  option_levels text[] NOT NULL DEFAULT '{color,size}',
  bulky boolean NOT NULL DEFAULT false,
  customisable boolean NOT NULL DEFAULT false,
  -- Promotion ids from the content promotions file (badge, banner, text).
  promotions text[] NOT NULL DEFAULT '{}',
  discontinued boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_group ON products (group_id) WHERE group_id IS NOT NULL;

-- One row per colour of a product: its swatch and its generated images.
CREATE TABLE product_colours (
  product_id text NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  colour_slug text NOT NULL,
  colour_name text NOT NULL,
  -- Hex codes, two for a two-tone swatch.
  colour_hex text[] NOT NULL,
  position integer NOT NULL DEFAULT 0,
  main_image text NOT NULL,
  secondary_image text,
  PRIMARY KEY (product_id, colour_slug)
);

-- Prices per product and currency; a sale price, when set, is above 0 and below the list price.
CREATE TABLE product_prices (
  product_id text NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  currency char(3) NOT NULL,
  list_minor integer NOT NULL CHECK (list_minor > 0),
  sale_minor integer CHECK (sale_minor > 0 AND sale_minor < list_minor),
  PRIMARY KEY (product_id, currency)
);

CREATE TABLE skus (
  sku text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  colour_slug text NOT NULL,
  size_slug text NOT NULL,
  size_name text NOT NULL,
  size_type text,
  position integer NOT NULL DEFAULT 0,
  -- Units on hand. Order placement decrements it with a guarded UPDATE, so it can never go below zero.
  stock integer NOT NULL CHECK (stock >= 0),
  -- Sellable beyond stock with a ship date: PREORDER (not yet released) or BACKORDER (restocking).
  fulfilment text NOT NULL DEFAULT 'STOCK' CHECK (fulfilment IN ('STOCK', 'PREORDER', 'BACKORDER')),
  -- Units that may be sold beyond stock for preorder/backorder.
  advance_limit integer NOT NULL DEFAULT 0 CHECK (advance_limit >= 0),
  ship_date_start timestamptz,
  ship_date_end timestamptz,
  discontinued boolean NOT NULL DEFAULT false,
  FOREIGN KEY (product_id, colour_slug) REFERENCES product_colours (product_id, colour_slug) ON DELETE CASCADE
);
CREATE INDEX skus_product ON skus (product_id, position);

-- Shipping and tax ------------------------------------------------------------------------------------------------

CREATE TABLE shipping_methods (
  id text PRIMARY KEY,
  country char(2) NOT NULL,
  method text NOT NULL,
  name text NOT NULL,
  currency char(3) NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  -- Free when the items total reaches this amount.
  free_over_minor integer,
  min_days integer NOT NULL,
  max_days integer NOT NULL,
  supports_bulky_items boolean NOT NULL DEFAULT true,
  tooltip text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX shipping_methods_country ON shipping_methods (country, position);

-- Tax rate in basis points per country, optionally per region (US states); inclusive prices already hold the tax.
CREATE TABLE tax_rates (
  country char(2) NOT NULL,
  region text NOT NULL DEFAULT '',
  rate_bp integer NOT NULL CHECK (rate_bp >= 0),
  inclusive boolean NOT NULL,
  PRIMARY KEY (country, region)
);

-- Discounts: campaigns apply by themselves (code NULL); vouchers need their code. -------------------------------------

CREATE TABLE discounts (
  id text PRIMARY KEY,
  code text UNIQUE,
  site_id text,
  name text NOT NULL,
  message text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  -- PERCENTAGE (amount in percent) or FIXED (amount in minor units of currency).
  discount_type text NOT NULL CHECK (discount_type IN ('PERCENTAGE', 'FIXED')),
  -- ITEMS discounts the items, SHIPPING the delivery cost.
  component text NOT NULL CHECK (component IN ('ITEMS', 'SHIPPING')),
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  currency char(3),
  -- {"itemQuantity": {"min": 2}, "basketTotal": {"min": 5000}, "shippingMethod": "express"}
  conditions jsonb NOT NULL DEFAULT '{}',
  -- [{"min": 10000, "discountAmount": 10}]: the highest tier reached applies (tierType BASKET_TOTAL or ITEM_QUANTITY).
  tiers jsonb,
  tier_type text CHECK (tier_type IN ('BASKET_TOTAL', 'ITEM_QUANTITY')),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer,
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0)
);

-- Sessions, consumers and carts ----------------------------------------------------------------------------------------

CREATE TABLE shopping_sessions (
  id uuid PRIMARY KEY,
  site_id text NOT NULL,
  language text NOT NULL,
  -- Set for an account session (bearer token); NULL for a basic (anonymous) session.
  account_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE TABLE consumers (
  account_id text PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carts (
  id bigserial PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE,
  -- Owner: the session for an anonymous shopper, the account once signed in (one active cart per owner and site).
  session_id uuid REFERENCES shopping_sessions (id),
  account_id text,
  site_id text NOT NULL,
  currency char(3) NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ORDERED', 'REPLACED')),
  voucher_code text,
  shipping_method_id text REFERENCES shipping_methods (id),
  shipping_address jsonb,
  address_reference text,
  -- Guest consumer properties (firstName, lastName, email, phoneNumber).
  consumer jsonb,
  tax_state text NOT NULL DEFAULT 'NOT_CALCULATED' CHECK (tax_state IN ('NOT_CALCULATED', 'CALCULATED', 'TAX_REJECTION')),
  tax_region text,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX carts_active_session ON carts (session_id, site_id) WHERE status = 'ACTIVE' AND account_id IS NULL;
CREATE UNIQUE INDEX carts_active_account ON carts (account_id, site_id) WHERE status = 'ACTIVE' AND account_id IS NOT NULL;

CREATE TABLE cart_lines (
  id uuid PRIMARY KEY,
  cart_id bigint NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES skus (sku),
  product_id text NOT NULL REFERENCES products (product_id),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- {"inputs": [{"key": "initials", "value": "AB"}]}; the key below is its canonical form, '' for none.
  customisation jsonb,
  customisation_key text NOT NULL DEFAULT '',
  set_code text,
  -- Insertion order: lines are shown newest first, and clocks (or a frozen test clock) can tie.
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, sku, customisation_key)
);

-- Orders (placed by checkout; designed here so stock and carts line up) -------------------------------------------------

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  cart_id bigint REFERENCES carts (id),
  -- A retried placement with the same key returns the same order.
  idempotency_key text UNIQUE,
  session_id uuid,
  account_id text,
  site_id text NOT NULL,
  language text NOT NULL,
  currency char(3) NOT NULL,
  status text NOT NULL DEFAULT 'PLACED'
    CHECK (status IN ('PENDING_PAYMENT', 'PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED')),
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  -- For guest lookup: an HMAC of the reference, sent in the confirmation e-mail link.
  lookup_hash text NOT NULL,
  consumer jsonb NOT NULL,
  shipping_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  shipping_method jsonb NOT NULL,
  payment jsonb NOT NULL DEFAULT '{}',
  voucher_code text,
  total_item_cost_minor integer NOT NULL,
  total_discount_minor integer NOT NULL DEFAULT 0,
  delivery_cost_minor integer NOT NULL DEFAULT 0,
  total_tax_minor integer NOT NULL DEFAULT 0,
  total_cost_minor integer NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_account ON orders (account_id, placed_at DESC, id DESC) WHERE account_id IS NOT NULL;

CREATE TABLE order_lines (
  id uuid PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  sku text NOT NULL,
  product_id text NOT NULL,
  name text NOT NULL,
  brand text NOT NULL,
  options jsonb NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_list_minor integer NOT NULL,
  unit_sale_minor integer NOT NULL,
  discount_minor integer NOT NULL DEFAULT 0,
  thumbnail_url text NOT NULL,
  customisation jsonb
);

-- Tracking events of an order (placed, shipped with carrier and tracking number, delivered...).
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  happened_at timestamptz NOT NULL DEFAULT now()
);

-- Addresses of signed-in customers --------------------------------------------------------------------------------------

CREATE TABLE addresses (
  id uuid PRIMARY KEY,
  account_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('DELIVERY', 'BILLING')),
  is_default boolean NOT NULL DEFAULT false,
  first_name text NOT NULL,
  last_name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  postcode text NOT NULL DEFAULT '',
  region text NOT NULL DEFAULT '',
  territory_code text NOT NULL DEFAULT '',
  country_code char(2) NOT NULL,
  locale text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  payment_attached boolean NOT NULL DEFAULT false,
  -- Insertion order breaks ties of created_at ("the first address" must be one address, whatever the clock).
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_account ON addresses (account_id, created_at);

-- Marketing, notifications, helpdesk and the outbox ---------------------------------------------------------------------

CREATE TABLE marketing_subscriptions (
  email text NOT NULL,
  site_id text NOT NULL,
  language text NOT NULL,
  interests text[] NOT NULL DEFAULT '{}',
  consent boolean NOT NULL,
  status text NOT NULL DEFAULT 'SUBSCRIBED' CHECK (status IN ('SUBSCRIBED', 'REMOVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, site_id)
);

CREATE TABLE back_in_stock_requests (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  sku text NOT NULL REFERENCES skus (sku),
  site_id text NOT NULL,
  language text NOT NULL,
  newsletter boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  UNIQUE (email, sku, site_id)
);

CREATE TABLE helpdesk_tickets (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  email text NOT NULL,
  description text NOT NULL,
  priority integer NOT NULL,
  status integer NOT NULL,
  type text NOT NULL,
  custom_fields jsonb NOT NULL DEFAULT '{}',
  product_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE helpdesk_attachments (
  id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES helpdesk_tickets (id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL
);

-- E-mails the shop would send; a person reads them at /dev/outbox.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  site_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets the server generates on first start (session signing, token signing, guest order links), so a restart
-- keeps every session valid and no operator has to invent keys.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
