-- A card that a payment asks to store while it waits for 3-D Secure is kept inactive, and becomes usable only once
-- the shopper passes the challenge (a refused one is deleted); `from_psp_reference` names that payment, so its
-- final result can say which card it stored.
ALTER TABLE sandbox_stored_methods ADD COLUMN from_psp_reference text;
ALTER TABLE sandbox_stored_methods ADD COLUMN active boolean NOT NULL DEFAULT true;
CREATE INDEX sandbox_stored_methods_from_payment ON sandbox_stored_methods (from_psp_reference);
