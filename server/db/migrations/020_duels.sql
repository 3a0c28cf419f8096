-- Duels (issue 50). The whole state of a duel lives here, so any process can serve and settle it
-- and a restart loses nothing; socket.io only carries the events.
CREATE TABLE duels (
  id            text PRIMARY KEY,
  -- The invitation's short code (« K7P2Q »), unique among open invitations.
  code          text NOT NULL,
  challenger_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opponent_id   text REFERENCES users (id) ON DELETE CASCADE,
  -- Offered to one user only (« Défier » on a profile); null: whoever has the code.
  invited_id    text REFERENCES users (id) ON DELETE CASCADE,
  mode          text NOT NULL,
  status        text NOT NULL,
  -- The challenger's choices (material, methods), for « Revanche ».
  setup         jsonb NOT NULL,
  -- The drawn questions with their answers: the server's alone, never sent as they are.
  questions     jsonb NOT NULL,
  question_count integer NOT NULL,
  -- Turn-based: the turn being played (0-5). Live: the question open to both.
  turn          integer NOT NULL DEFAULT 0,
  -- Live: when the open question was shown to both.
  opened_at     timestamptz,
  -- When the duel must be looked at again: the end of an invitation, a turn or a live question.
  deadline      timestamptz,
  ending        text,
  winner        text,
  rated         boolean NOT NULL DEFAULT false,
  -- Each side's rating change, once the duel moved them.
  rating_change jsonb,
  -- « Revanche »: the duel this one replays (one rematch per duel).
  rematch_of    text UNIQUE REFERENCES duels (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE UNIQUE INDEX duels_open_code ON duels (code) WHERE status = 'open';
CREATE INDEX duels_due ON duels (deadline) WHERE status IN ('open', 'playing');
CREATE INDEX duels_challenger ON duels (challenger_id, created_at DESC);
CREATE INDEX duels_opponent ON duels (opponent_id, created_at DESC);

-- One player's question: when it was shown (the server's clock), then the judged answer.
CREATE TABLE duel_answers (
  duel_id     text NOT NULL REFERENCES duels (id) ON DELETE CASCADE,
  side        text NOT NULL,
  index       integer NOT NULL,
  asked_at    timestamptz NOT NULL,
  answer      text,
  verdict     text,
  ms          integer,
  points      integer NOT NULL DEFAULT 0,
  answered_at timestamptz,
  PRIMARY KEY (duel_id, side, index)
);

-- The last sign of life of each player of a live duel (from any tab, on any process).
CREATE TABLE duel_presence (
  duel_id text NOT NULL REFERENCES duels (id) ON DELETE CASCADE,
  side    text NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (duel_id, side)
);

-- Duel ratings (Glicko-2) and records; no row: never rated.
CREATE TABLE duel_ratings (
  user_id    text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  rating     double precision NOT NULL,
  rd         double precision NOT NULL,
  vol        double precision NOT NULL,
  wins       integer NOT NULL DEFAULT 0,
  losses     integer NOT NULL DEFAULT 0,
  draws      integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX duel_ratings_rank ON duel_ratings (rating DESC);

-- « Adversaire au hasard »: who asked for a live duel, with what, and when.
CREATE TABLE duel_queue (
  user_id   text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  setup     jsonb NOT NULL,
  asked_at  timestamptz NOT NULL
);
