-- Impersonation: a token an admin got to act as a user dies with the admin's account, lives one
-- hour (older ones are cut to that), and the visited account keeps a record of every visit.
DELETE FROM auth_tokens t
 WHERE t.impersonator_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.impersonator_id);
UPDATE auth_tokens SET expires_at = LEAST(expires_at, created_at + interval '1 hour')
 WHERE impersonator_id IS NOT NULL;
ALTER TABLE auth_tokens
  ADD CONSTRAINT auth_tokens_impersonator_fkey FOREIGN KEY (impersonator_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX auth_tokens_impersonator_idx ON auth_tokens (impersonator_id) WHERE impersonator_id IS NOT NULL;

-- What the visited user sees: when an administrator signed in as them, never who.
CREATE TABLE impersonations (
  id         bigserial PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  ends_at    timestamptz NOT NULL
);
CREATE INDEX impersonations_user_idx ON impersonations (user_id, started_at DESC);
