-- Feature flags (issue 51): the state an admin gave each feature of the registry in
-- domain/features.ts (a feature without a row is off), and who opted in to early access.
CREATE TABLE feature_flags (
  id         text PRIMARY KEY,
  state      text NOT NULL CHECK (state IN ('off', 'early', 'everyone')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE early_access (
  user_id   text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now()
);
