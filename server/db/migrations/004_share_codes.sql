-- Share codes: a normalised share payload behind a short code.
CREATE TABLE share_codes (
  code       text PRIMARY KEY,
  type       text NOT NULL,
  payload    jsonb NOT NULL,
  size_bytes integer NOT NULL,
  -- Codes go with their author's account.
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX share_codes_expires_idx ON share_codes (expires_at);
CREATE INDEX share_codes_user_idx ON share_codes (user_id, created_at);
