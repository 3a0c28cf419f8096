-- Versions of a user's memory states, so a server can keep the states it read between requests:
-- every statement that saves states moves `states_version` on and stamps the rows it wrote with it;
-- one that deletes states moves both counters on. A server holding the states of version v then
-- reads only the rows stamped after v, or all of them again when a deletion came after v.
ALTER TABLE memory_settings
  ADD COLUMN states_version bigint NOT NULL DEFAULT 0,
  ADD COLUMN states_deleted_version bigint NOT NULL DEFAULT 0;
ALTER TABLE memory_states ADD COLUMN version bigint NOT NULL DEFAULT 0;
