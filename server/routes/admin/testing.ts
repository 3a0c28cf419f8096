import type { TestServer } from '../../test/harness';
import { registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';

/** A registered user holding the admin badge (granted in the database, as the CLI does). */
export async function registerAdmin(server: TestServer): Promise<RegisteredUser> {
  const admin = await registerUser(server);
  await server.db.query("UPDATE users SET badges = array_append(badges, 'admin') WHERE id = $1", [admin.user.id]);
  return admin;
}

/** A registered user suspended for a day. */
export async function registerBanned(server: TestServer): Promise<RegisteredUser> {
  const banned = await registerUser(server);
  await setBannedUntil(server, banned.user.id, new Date(Date.now() + 86_400_000));
  return banned;
}

/** The audit rows about `target`, oldest first. */
export async function auditRows(server: TestServer, target: string): Promise<{ admin_id: string; action: string; details: Record<string, unknown> }[]> {
  const found = await server.db.query<{ admin_id: string; action: string; details: Record<string, unknown> }>(
    'SELECT admin_id, action, details FROM admin_audit WHERE target = $1 ORDER BY id',
    [target],
  );
  return found.rows;
}
