-- The public answers (ranking, platform statistics) are cached by every API process: a change of
-- what they show, whichever process or script makes it, is announced on one channel at commit
-- (server/services/publicCache.ts listens). Presence (last_seen_at) is left out: it changes on
-- every ping, and the cache's short lifetime keeps 'online' fresh enough.

CREATE FUNCTION public_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text;
BEGIN
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('mnemo_public_cache', topic);
  END LOOP;
  RETURN NULL;
END $$;

-- An account created or deleted changes the ranking and the number of accounts.
CREATE TRIGGER users_public_cache_rows AFTER INSERT OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('leaderboard', 'stats');

-- Any field a ranking row shows.
CREATE TRIGGER users_public_cache_ranking AFTER UPDATE OF points, username, slug, avatar, display, badges, login_streak, created_at ON users
  FOR EACH ROW WHEN (
    OLD.points IS DISTINCT FROM NEW.points OR OLD.username IS DISTINCT FROM NEW.username OR OLD.slug IS DISTINCT FROM NEW.slug
    OR OLD.avatar IS DISTINCT FROM NEW.avatar OR OLD.display IS DISTINCT FROM NEW.display OR OLD.badges IS DISTINCT FROM NEW.badges
    OR OLD.login_streak IS DISTINCT FROM NEW.login_streak OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION public_cache_notify('leaderboard');

-- Recorded sessions are counted by the platform and method statistics.
CREATE TRIGGER training_sessions_public_cache AFTER INSERT OR DELETE OR UPDATE ON training_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('stats');
