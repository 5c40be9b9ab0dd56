-- A voucher may also be limited per customer (the signed-in account, else the order's e-mail), e.g. once each.
ALTER TABLE discounts ADD COLUMN usage_limit_per_customer integer CHECK (usage_limit_per_customer > 0);
-- True while the order holds one use of its voucher: set when placement spends it, cleared (once) when the order is
-- cancelled and the use given back.
ALTER TABLE orders ADD COLUMN voucher_use_spent boolean NOT NULL DEFAULT false;
-- A customer's uses of a code, by e-mail as placement compares it (by account, orders_account serves).
CREATE INDEX orders_voucher_uses ON orders (voucher_code, lower(btrim(email))) WHERE voucher_use_spent;
