import pg from 'pg';
import { preparedName, type Database, type Queryable } from './types';

/** A query as node-postgres takes it: named when its text was marked `prepared`. */
function statement(sql: string, params: unknown[] | undefined): pg.QueryConfig {
  const name = preparedName(sql);
  return { text: sql, ...(params ? { values: params } : {}), ...(name ? { name } : {}) };
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to queries).
 * A lost connection is opened again, and `onNotify('')` then says that notifications sent
 * meanwhile are unknown.
 */
async function listenOn(connectionString: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => console.error('[db] listen connection error:', error.message));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(reopen, RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const reopen = () => {
    retry = null;
    if (stopped) return;
    open()
      .then(() => onNotify(''))
      .catch((error: Error) => {
        console.error('[db] could not listen again:', error.message);
        if (!stopped) retry = setTimeout(reopen, RELISTEN_DELAY_MS);
      });
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}

/** A pooled connection to a real PostgreSQL server (`DATABASE_URL`). */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));

  const query: Queryable['query'] = async (sql, params) => {
    const result = await pool.query(statement(sql, params));
    return { rows: result.rows };
  };

  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => ({ rows: (await client.query(statement(sql, params))).rows }),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}
