-- Promotion codes used on the in-app test payment page (local provider): the code a checkout
-- carries, the discount of its first payment, and how many 30-day periods the discount covers
-- (1 for 'once', N for 'repeating' N months, NULL for 'forever').
ALTER TABLE billing_checkouts ADD COLUMN promo_code text REFERENCES promo_codes (code);
ALTER TABLE billing_checkouts ADD COLUMN discount_cents integer NOT NULL DEFAULT 0;
ALTER TABLE billing_checkouts ADD COLUMN discount_periods integer;

-- The discount a subscription carries onto its renewals: charges before `discount_ends_at`
-- (always, when NULL) are `discount_cents` lower.
ALTER TABLE subscriptions ADD COLUMN discount_cents integer NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN discount_ends_at timestamptz;
