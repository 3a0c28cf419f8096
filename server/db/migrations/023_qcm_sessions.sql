-- QCM training sessions (method qcm): the questions the server drew for a session, with which
-- propositions are right, and the answers it judged one by one. A question is sent without its
-- right propositions; they go out only with its verdict. The session is recorded in
-- training_sessions under the same id, from the answers judged here; a draw is kept a day.
CREATE TABLE qcm_sessions (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id text NOT NULL,
  subject_id text NOT NULL,
  chapter_id text NOT NULL,
  drawn_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, session_id)
);

CREATE TABLE qcm_questions (
  user_id       text NOT NULL,
  session_id    text NOT NULL,
  position      integer NOT NULL,
  -- The item's memory id (`<subject>/<chapter>/<key>`): the recorded question's cardId.
  item_id       text NOT NULL,
  format        text NOT NULL,
  propositions  jsonb NOT NULL,
  right_indices jsonb NOT NULL,
  -- The first answer judged is final: the ticked indices and their credit (1, 0.5 or 0).
  ticked        jsonb,
  credit        double precision,
  answered_at   timestamptz,
  PRIMARY KEY (user_id, session_id, position),
  FOREIGN KEY (user_id, session_id) REFERENCES qcm_sessions (user_id, session_id) ON DELETE CASCADE
);
