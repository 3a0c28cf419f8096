-- Issue 51: conversation threads (support requests and mentor–mentee threads share them),
-- mentors and their mentees, and the masterclasses with their sign-ups.

CREATE TABLE threads (
  id            text PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('support', 'mentoring')),
  -- The student the thread is about: who asked support, or the mentee.
  owner_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject       text NOT NULL DEFAULT '',
  -- The page a support request came from.
  page          text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'resolved')),
  message_count integer NOT NULL DEFAULT 0 CHECK (message_count >= 0),
  -- Since when the owner waits for an answer (their first message after the last answer); null when not waiting.
  waiting_since timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX threads_owner_idx ON threads (owner_id, kind, created_at);
CREATE INDEX threads_inbox_idx ON threads (kind, status, waiting_since);

CREATE TABLE thread_messages (
  id          bigserial PRIMARY KEY,
  thread_id   text NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  -- Null once the author's account is gone (an admin's or a mentor's answer stays in the thread).
  author_id   text REFERENCES users (id) ON DELETE SET NULL,
  -- Written by an administrator answering a support request.
  from_staff  boolean NOT NULL DEFAULT false,
  body        text NOT NULL,
  -- A screenshot stored through the uploads (the author's own upload), or ''.
  attachment  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX thread_messages_thread_idx ON thread_messages (thread_id, id);

-- Who takes part in a thread and what they have read: the menu counts the rest.
CREATE TABLE thread_participants (
  thread_id    text NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (thread_id, user_id)
);
CREATE INDEX thread_participants_user_idx ON thread_participants (user_id);

-- Mentors (« parrain » / « marraine »), granted by an administrator only.
CREATE TABLE mentors (
  user_id    text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_by text REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- A Champion's request for a mentor; one open request per mentee.
CREATE TABLE mentor_requests (
  id           text PRIMARY KEY,
  mentee_id    text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  study_year   text NOT NULL,
  goals        text NOT NULL,
  mentor_id    text REFERENCES users (id) ON DELETE SET NULL,
  thread_id    text REFERENCES threads (id) ON DELETE SET NULL,
  -- The mentee lets the mentor read their statistics; revocable at any time.
  stats_shared boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  assigned_at  timestamptz
);
CREATE INDEX mentor_requests_mentor_idx ON mentor_requests (mentor_id);

CREATE TABLE masterclasses (
  id               text PRIMARY KEY,
  title            text NOT NULL,
  description      text NOT NULL DEFAULT '',
  speaker          text NOT NULL,
  starts_at        timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 600),
  capacity         integer NOT NULL CHECK (capacity BETWEEN 1 AND 10000),
  call_url         text NOT NULL,
  replay_url       text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX masterclasses_start_idx ON masterclasses (starts_at);

-- A sign-up is inserted while its masterclass's row is locked (SELECT … FOR UPDATE), after
-- counting the seats taken: concurrent sign-ups never overbook it.
CREATE TABLE masterclass_signups (
  masterclass_id text NOT NULL REFERENCES masterclasses (id) ON DELETE CASCADE,
  user_id        text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (masterclass_id, user_id)
);
CREATE INDEX masterclass_signups_user_idx ON masterclass_signups (user_id);
