-- Administration: announcements, daily visits, promotion codes and the audit trail.

CREATE TABLE announcements (
  id           text PRIMARY KEY,
  title        text NOT NULL DEFAULT '',
  body         text NOT NULL DEFAULT '',
  image_url    text NOT NULL DEFAULT '',
  accent_color text NOT NULL DEFAULT '#5865f2',
  is_active    boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_active_idx ON announcements (updated_at DESC) WHERE is_active;

-- One row per Paris day and client; the client key is a hash, never the raw IP.
CREATE TABLE visits (
  day        date NOT NULL,
  client_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, client_key)
);

CREATE TABLE promo_codes (
  id                 text PRIMARY KEY,
  code               text NOT NULL UNIQUE,
  discount_type      text NOT NULL CHECK (discount_type IN ('percent', 'amount')),
  percent_off        integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off         integer CHECK (amount_off >= 1),
  currency           text,
  duration           text NOT NULL CHECK (duration IN ('once', 'forever', 'repeating')),
  duration_in_months integer CHECK (duration_in_months BETWEEN 1 AND 36),
  max_redemptions    integer CHECK (max_redemptions >= 1),
  times_redeemed     integer NOT NULL DEFAULT 0,
  expires_at         timestamptz,
  active             boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- Never more redemptions than allowed, whatever the concurrency.
  CHECK (max_redemptions IS NULL OR times_redeemed <= max_redemptions)
);

CREATE TABLE admin_audit (
  id       bigserial PRIMARY KEY,
  admin_id text NOT NULL,
  action   text NOT NULL,
  target   text,
  details  jsonb NOT NULL DEFAULT '{}',
  at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC);

-- Dashboard figures over 14 days: signups by creation date; days, methods and durations of recent
-- sessions without touching the table's rows (index-only scan).
CREATE INDEX users_created_idx ON users (created_at);
CREATE INDEX training_sessions_finished_method_idx ON training_sessions (finished_at, method_id, started_at);
