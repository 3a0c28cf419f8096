-- The user's material is stored in parts (issue 17): the subject list, the profile (its music), and
-- each chapter's cards, boards and maps (`cards:<subjectId>.<chapterId>`…). A save writes only the
-- parts it changes, each checked against its own revision, so two devices editing different
-- chapters both succeed. `items` is the length of a chapter list (quotas, statistics) and
-- `size_bytes` its JSON size (the 10 MB total). user_data keeps the document's revision (bumped by
-- every save, for the realtime notice and whole-document saves) and the total size.

CREATE TABLE material_parts (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  part       text NOT NULL,
  content    jsonb NOT NULL,
  revision   integer NOT NULL DEFAULT 1,
  size_bytes integer NOT NULL,
  items      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, part)
);

INSERT INTO material_parts (user_id, part, content, size_bytes)
SELECT user_id, 'subjects', COALESCE(doc->'subjects', '[]'::jsonb), octet_length(COALESCE(doc->'subjects', '[]'::jsonb)::text)
  FROM user_data;

INSERT INTO material_parts (user_id, part, content, size_bytes)
SELECT user_id, 'profile', COALESCE(doc->'profileMusicUrl', 'null'::jsonb), octet_length(COALESCE(doc->'profileMusicUrl', 'null'::jsonb)::text)
  FROM user_data;

INSERT INTO material_parts (user_id, part, content, size_bytes, items)
SELECT d.user_id, f.field || ':' || c.key, c.value, octet_length(c.value::text), jsonb_array_length(c.value)
  FROM user_data d
 CROSS JOIN (VALUES ('cards'), ('zoningSets'), ('mindMaps')) AS f (field)
 CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(d.doc->f.field) = 'object' THEN d.doc->f.field ELSE '{}'::jsonb END) c
 WHERE jsonb_typeof(c.value) = 'array';

UPDATE user_data d SET size_bytes = COALESCE((SELECT SUM(p.size_bytes) FROM material_parts p WHERE p.user_id = d.user_id), 0);

ALTER TABLE user_data DROP COLUMN doc;
