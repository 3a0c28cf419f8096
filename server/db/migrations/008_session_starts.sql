-- Session starts registered with POST /me/sessions/start: the server's clock times the session
-- recorded later under the same id. A row is consumed by that recording, or dropped after a day.
CREATE TABLE session_starts (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id text NOT NULL,
  method_id  text NOT NULL,
  subject_id text NOT NULL,
  chapter_id text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, session_id)
);

-- Whether the session's times come from the server's clock (a registered start); only those earn
-- timing badges (turbo, marmotte).
ALTER TABLE training_sessions ADD COLUMN server_timed boolean NOT NULL DEFAULT false;
