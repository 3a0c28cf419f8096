-- Billing: checkouts started by users, the subscriptions they led to, and provider events seen.
CREATE TABLE billing_checkouts (
  -- Our id (local provider) or the provider's checkout session id (Stripe).
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider     text NOT NULL,
  plan         text NOT NULL,
  amount_cents integer NOT NULL,
  currency     text NOT NULL,
  success_url  text NOT NULL,
  cancel_url   text NOT NULL,
  -- pending, then paid (or never: an abandoned checkout simply stays pending).
  status       text NOT NULL DEFAULT 'pending',
  created_at   timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz
);
CREATE INDEX billing_checkouts_user_idx ON billing_checkouts (user_id, created_at);

CREATE TABLE subscriptions (
  -- The provider's subscription id (Stripe `sub_…`, local `local_<checkout id>`).
  id                   text PRIMARY KEY,
  user_id              text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider             text NOT NULL,
  provider_customer_id text,
  plan                 text NOT NULL,
  status               text NOT NULL,
  amount_cents         integer NOT NULL,
  currency             text NOT NULL,
  current_period_end   timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- When the provider state applied was true (Stripe event `created`): older updates never win.
  state_at             timestamptz NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at);

-- Webhook events already processed: a repeated delivery has no second effect.
CREATE TABLE billing_events (
  id          text PRIMARY KEY,
  type        text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
