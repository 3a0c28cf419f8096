-- Accounts, tokens, user-data documents, uploads and live training sessions.

CREATE TABLE users (
  id              text PRIMARY KEY,
  username        text NOT NULL,
  -- Usernames are unique ignoring case.
  username_key    text NOT NULL UNIQUE,
  password_hash   text NOT NULL,
  slug            text UNIQUE,
  avatar          text NOT NULL DEFAULT '',
  banner          text NOT NULL DEFAULT '',
  display         jsonb NOT NULL,
  badges          text[] NOT NULL DEFAULT '{}',
  points          integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  login_streak    integer NOT NULL DEFAULT 0,
  -- Calendar day (Europe/Paris) of the last sign-in, for the streak.
  last_login_day  date,
  last_login_at   timestamptz,
  last_seen_at    timestamptz,
  banned_until    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_ranking_idx ON users (points DESC, created_at ASC, id ASC);
CREATE INDEX users_last_seen_idx ON users (last_seen_at);

CREATE TABLE auth_tokens (
  -- SHA-256 of the token: the token itself is never stored.
  token_hash      text PRIMARY KEY,
  user_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_used_at    timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  -- Set when an admin signed in as this user.
  impersonator_id text
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE user_data (
  user_id    text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  doc        jsonb NOT NULL,
  revision   integer NOT NULL DEFAULT 0,
  size_bytes integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uploads (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('image', 'audio')),
  content_type text NOT NULL,
  byte_size    integer NOT NULL,
  sha256       text NOT NULL,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id);

-- Training sessions in progress, announced over the realtime connection.
CREATE TABLE active_sessions (
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id   text NOT NULL,
  socket_id    text NOT NULL,
  method_id    text NOT NULL,
  subject_id   text NOT NULL,
  chapter_id   text NOT NULL,
  started_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, session_id)
);
CREATE INDEX active_sessions_socket_idx ON active_sessions (socket_id);
