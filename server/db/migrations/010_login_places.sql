-- Places (client IPs) an account signed in from, as salted hashes, never raw IPs: a correct
-- password from one of them is never refused because of strangers' failures elsewhere.
CREATE TABLE login_places (
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_hash    text NOT NULL,
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, place_hash)
);
