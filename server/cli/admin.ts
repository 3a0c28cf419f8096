/**
 * Admin bootstrap from the command line (never an open endpoint):
 *   npm run admin -- grant <username>    gives the admin badge
 *   npm run admin -- revoke <username>   takes it back
 * Uses the same database settings as the server (DATABASE_URL, or PGlite in DATA_DIR; stop the
 * server first when it runs on PGlite: the data directory is locked while it runs).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import type { Database } from '../db/types';
import { deleteImpersonatorTokens } from '../db/tokens';
import * as users from '../db/users';
import { usernameKey } from '../services/users';

const usage = 'Usage: npm run admin -- grant <username> | revoke <username>';

export async function setAdminBadge(db: Database, username: string, grant: boolean): Promise<boolean> {
  const changedId = await users.setAdminBadge(db, usernameKey(username), grant);
  // Authentication already refuses them; deleting them keeps them dead if the badge comes back.
  if (!grant && changedId) await deleteImpersonatorTokens(db, changedId);
  return changedId !== null;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const username = rest.join(' ').trim();
  if ((command !== 'grant' && command !== 'revoke') || !username) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await users.usernameKeyExists(db, usernameKey(username)))) {
      console.error(`No user named "${username}".`);
      return 1;
    }
    const changed = await setAdminBadge(db, username, command === 'grant');
    const grant = command === 'grant';
    if (changed) console.log(`${username} ${grant ? 'now has' : 'no longer has'} the admin badge.`);
    else console.log(`Nothing to do: ${username} ${grant ? 'already has' : 'does not have'} the admin badge.`);
    return 0;
  } finally {
    await db.close();
  }
}

// Run only as a script, so tests can import setAdminBadge.
if (process.argv[1] && /admin\.(ts|js)$/.test(process.argv[1])) {
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
