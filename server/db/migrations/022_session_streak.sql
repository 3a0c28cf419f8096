-- The streak shown on profiles and in the ranking: consecutive Paris days with a recorded session
-- (the sign-in streak, login_streak, stays for the padawan badge). `session_streak_day` is the
-- streak's last day, as days since 1970-01-01 in Europe/Paris (0: no session yet).
ALTER TABLE users ADD COLUMN session_streak integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN session_streak_day integer NOT NULL DEFAULT 0;
