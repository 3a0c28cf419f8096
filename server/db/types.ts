/** The small database surface the services use; PGlite and node-postgres both implement it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` committed by any connection to
   * this database, and with '' when some may have been missed (a lost connection, then back).
   * Answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const preparedNames = new Map<string, string>();

/**
 * Marks `sql` as a statement PostgreSQL keeps prepared on each connection (parsed and planned
 * once, then only bound and run: about a third less work on both sides for a statement run on
 * every request). Only for a fixed text or a few variants, never text built from values.
 */
export function prepared(sql: string): string {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `mnemo_${preparedNames.size + 1}`);
  return sql;
}

/** The name `sql` is prepared under, if it was marked. */
export const preparedName = (sql: string): string | undefined => preparedNames.get(sql);

/** PostgreSQL's error code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== UNIQUE_VIOLATION) return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/** A row refers to one that is gone (PostgreSQL's foreign-key violation). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22): a value the database refuses, such as a NUL
 * character or a lone surrogate in text or JSON, or a number out of range. They come from input.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
