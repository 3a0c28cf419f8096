/**
 * The server of `server-load.bench.ts`, in a process of its own so the load generator does not
 * share its event loop: opens the database (in-memory PGlite, or the PostgreSQL database given),
 * migrates and seeds it, serves the API on a free loopback port, and measures its own event loop
 * between 'probe-start' and 'probe-stop' messages.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildServer } from '../server/app';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { issueToken } from '../server/services/sessions';
import { benchConfig } from './postgres';
import { rankedUsersSql } from './seedUsers';

export interface ServerLoadOptions {
  databaseUrl?: string;
  redisUrl?: string;
  users: number;
  /** Accounts u1…u<accounts> get a token each. */
  accounts: number;
}

export type ServerLoadMessage =
  | { type: 'ready'; port: number; tokens: string[]; seedSeconds: number }
  | { type: 'probe'; maxStallMs: number; p99StallMs: number };

const options = JSON.parse(process.argv[2]!) as ServerLoadOptions;
const send = (message: ServerLoadMessage) => process.send!(message);

const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(null);
await migrate(db);
const seedStart = performance.now();
await db.query(rankedUsersSql(options.users));
// Every account has its document, empty until it is saved, as registration makes it.
await db.query('INSERT INTO user_data (user_id, revision, size_bytes) SELECT id, 0, 6 FROM users');
await db.query(`INSERT INTO material_parts (user_id, part, content, size_bytes) SELECT id, p.part, p.content::jsonb, length(p.content) FROM users,
                (VALUES ('subjects', '[]'), ('profile', 'null')) AS p (part, content)`);
const tokens: string[] = [];
for (let i = 1; i <= options.accounts; i += 1) tokens.push(await issueToken(db, `u${i}`));
// The statistics the planner would have in a running database (without them PGlite walks the
// ranking's 100,000 rows instead of its index).
await db.query('VACUUM ANALYZE');
const seedSeconds = (performance.now() - seedStart) / 1000;

const server = await buildServer(benchConfig({ redisUrl: options.redisUrl }), { db, logger: false });
await server.app.listen({ port: 0, host: '127.0.0.1' });

const delay = monitorEventLoopDelay({ resolution: 10 });
process.on('message', (message: { type: string }) => {
  if (message.type === 'probe-start') {
    delay.reset();
    delay.enable();
  } else if (message.type === 'probe-stop') {
    delay.disable();
    send({ type: 'probe', maxStallMs: delay.max / 1e6, p99StallMs: delay.percentile(99) / 1e6 });
  } else if (message.type === 'stop') {
    void server
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  }
});
send({ type: 'ready', port: (server.app.server.address() as AddressInfo).port, tokens, seedSeconds });
