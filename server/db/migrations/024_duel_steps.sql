-- Duels (issue 50): every write to a duel moves its version, and is made only on the version it
-- was computed from, so two processes (or a player and the sweeper) never both apply a step.
ALTER TABLE duels ADD COLUMN version integer NOT NULL DEFAULT 0;
-- A finished duel is closed apart, after its players are told: the challenger's memory reviewed
-- and the ratings moved. Duels that finished before this column existed were closed with it.
ALTER TABLE duels ADD COLUMN closed boolean NOT NULL DEFAULT false;
UPDATE duels SET closed = true WHERE status = 'finished';
CREATE INDEX duels_unclosed ON duels (finished_at) WHERE status = 'finished' AND NOT closed;
