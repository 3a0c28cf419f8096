-- Finished training sessions, recorded and scored by the server, and the daily first place.

CREATE TABLE training_sessions (
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id          text NOT NULL,
  method_id   text NOT NULL,
  subject_id  text NOT NULL,
  chapter_id  text NOT NULL,
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  total       integer NOT NULL CHECK (total >= 0),
  correct     integer NOT NULL CHECK (correct >= 0 AND correct <= total),
  questions   jsonb NOT NULL,
  -- Points this session earned, so deleting it can take them back.
  points      integer NOT NULL DEFAULT 0,
  -- Monday (Europe/Paris) of the week it finished in, for the weekly cap.
  week_start  date NOT NULL,
  qualifying  boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
CREATE INDEX training_sessions_user_finished_idx ON training_sessions (user_id, finished_at DESC);
CREATE INDEX training_sessions_week_idx ON training_sessions (user_id, method_id, subject_id, chapter_id, week_start);
CREATE INDEX training_sessions_finished_idx ON training_sessions (finished_at);

-- Who held first place on each Paris day (prems, serial-killer).
CREATE TABLE leader_days (
  day     date NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (day, user_id)
);
CREATE INDEX leader_days_user_idx ON leader_days (user_id, day DESC);
