-- A deleted account stays in the admin audit only as anonymous facts: the rows it wrote as an
-- admin lose their author, the rows about it lose their target and the name recorded with them.
-- A trigger, so every way of deleting an account (its owner, an admin, a script) does it.
ALTER TABLE admin_audit ALTER COLUMN admin_id DROP NOT NULL;
CREATE INDEX admin_audit_admin_idx ON admin_audit (admin_id) WHERE admin_id IS NOT NULL;
CREATE INDEX admin_audit_target_idx ON admin_audit (target) WHERE target IS NOT NULL;

CREATE FUNCTION admin_audit_forget_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_audit SET admin_id = NULL WHERE admin_id = OLD.id;
  UPDATE admin_audit SET target = NULL, details = details - 'username' WHERE target = OLD.id AND action LIKE 'user.%';
  RETURN OLD;
END $$;

CREATE TRIGGER users_forget_in_audit BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION admin_audit_forget_user();

-- Accounts deleted before this migration.
UPDATE admin_audit a SET admin_id = NULL
 WHERE admin_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.admin_id);
UPDATE admin_audit a SET target = NULL, details = details - 'username'
 WHERE action LIKE 'user.%' AND target IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.target);
