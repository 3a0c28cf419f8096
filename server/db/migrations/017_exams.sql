-- « Mode examen »: a timed mock exam over chosen chapters. The server draws the questions from the
-- student's material, keeps what grades them (accepted answers, right propositions, the zone,
-- the answer check's context) with them, and keeps the clock: a question is sent without any of it.
CREATE TABLE exams (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seed          text NOT NULL,
  chapters      jsonb NOT NULL,
  formats       jsonb NOT NULL,
  asked_count   integer NOT NULL,
  started_at    timestamptz NOT NULL,
  deadline      timestamptz NOT NULL,
  -- The typed answers each QROC is weighed against, by context key (its chapter, or its board).
  contexts      jsonb NOT NULL,
  -- The question on screen since when, for the time spent per question (the server's clock).
  viewing       integer,
  viewing_since timestamptz,
  submitted_at  timestamptz,
  submitted_by  text,
  earned        double precision,
  grade         double precision
);
-- At most one running exam per account.
CREATE UNIQUE INDEX exams_one_running ON exams (user_id) WHERE submitted_at IS NULL;
CREATE INDEX exams_of_user ON exams (user_id, started_at);
-- The sweep that submits the exams whose time ran out.
CREATE INDEX exams_running_deadline ON exams (deadline) WHERE submitted_at IS NULL;

CREATE TABLE exam_questions (
  exam_id     text NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  item_id     text NOT NULL,
  subject_id  text NOT NULL,
  chapter_id  text NOT NULL,
  kind        text NOT NULL,
  format      text NOT NULL,
  -- The card, board or map as it was when drawn: the question and its correction's context.
  source      jsonb NOT NULL,
  answers     jsonb NOT NULL,
  choice      jsonb,
  context_key text NOT NULL,
  answer      jsonb,
  flagged     boolean NOT NULL DEFAULT false,
  time_ms     integer NOT NULL DEFAULT 0,
  credit      double precision,
  verdict     text,
  PRIMARY KEY (exam_id, position)
);
