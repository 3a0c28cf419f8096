-- The saves in parts a user's devices made recently, by the id each device gave its save: a device
-- whose page went away before the answer came (a reload, a lost connection) asks whether its save
-- landed, instead of replaying it over what another device saved since. Only the saves of the
-- last 100 document revisions are kept: each save moves the revision on by one.
CREATE TABLE material_saves (
  user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  save_id  text NOT NULL,
  revision integer NOT NULL,
  PRIMARY KEY (user_id, save_id)
);
