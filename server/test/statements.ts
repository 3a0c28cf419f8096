import type { Database, Queryable } from '../db/types';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A database that notes every statement sent (a transaction's BEGIN and COMMIT included, each a
 * round trip to the server), for tests that look at how a request talks to the database.
 */
export function noteStatements(db: Database): { db: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  const noted = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push({ sql, params: params ?? [] });
      return queryable.query(sql, params);
    },
    exec: (sql) => {
      statements.push({ sql, params: [] });
      return queryable.exec(sql);
    },
  });
  return {
    statements,
    db: {
      ...noted(db),
      kind: db.kind,
      transaction: (work) => {
        statements.push({ sql: 'BEGIN', params: [] });
        return db.transaction(async (tx) => {
          const value = await work(noted(tx));
          statements.push({ sql: 'COMMIT', params: [] });
          return value;
        });
      },
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      close: () => db.close(),
    },
  };
}
