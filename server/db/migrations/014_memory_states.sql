-- Spaced repetition (FSRS): one memory state per item of a user's material (a card, a legend, a
-- mind-map text), its review log, and the user's scheduling settings. Updated when the server
-- records a verified session; items deleted, or whose expected answer changed, are dropped lazily.
CREATE TABLE memory_states (
  user_id        text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_id     text NOT NULL,
  chapter_id     text NOT NULL,
  -- Within the chapter: card/<id>, legend/<board>/<legend>, label/<map>/<node or edge:side>.
  item_key       text NOT NULL,
  kind           text NOT NULL,
  -- Siblings (the legends of one board, the texts of one map) share it: <subject>/<chapter>/<group>.
  group_key      text NOT NULL,
  -- Hash of the expected answer the state was built on.
  answer_hash    text NOT NULL,
  state          smallint NOT NULL,
  due            timestamptz NOT NULL,
  stability      double precision NOT NULL,
  difficulty     double precision NOT NULL,
  scheduled_days integer NOT NULL,
  -- Position in the (re)learning steps.
  learning_steps integer NOT NULL,
  reps           integer NOT NULL,
  lapses         integer NOT NULL,
  last_review    timestamptz,
  PRIMARY KEY (user_id, subject_id, chapter_id, item_key)
);

CREATE TABLE review_logs (
  user_id        text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_id     text NOT NULL,
  chapter_id     text NOT NULL,
  item_key       text NOT NULL,
  kind           text NOT NULL,
  session_id     text NOT NULL,
  reviewed_at    timestamptz NOT NULL,
  -- ts-fsrs Rating (1 Again, 2 Hard, 3 Good) and the state before the review (0 New … 3 Relearning).
  rating         smallint NOT NULL,
  state_before   smallint NOT NULL,
  -- Days since the previous review, and the interval this review scheduled.
  elapsed_days   integer NOT NULL,
  scheduled_days integer NOT NULL,
  stability      double precision NOT NULL,
  difficulty     double precision NOT NULL,
  -- Time the student spent on the question.
  duration_ms    integer NOT NULL
);
CREATE INDEX review_logs_user_time_idx ON review_logs (user_id, reviewed_at);
CREATE INDEX memory_states_group_idx ON memory_states (user_id, group_key);
CREATE INDEX review_logs_item_idx ON review_logs (user_id, subject_id, chapter_id, item_key);

CREATE TABLE memory_settings (
  user_id         text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Desired retention, in percent (70–97).
  retention_pct   smallint NOT NULL DEFAULT 90,
  -- New items a review session may introduce per Paris day.
  daily_new_limit smallint NOT NULL DEFAULT 20,
  -- When the states were first built by replaying the recorded sessions; null: not yet.
  built_at        timestamptz
);
