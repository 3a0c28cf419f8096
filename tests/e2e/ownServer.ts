/**
 * A server of a spec's own, on a fresh PostgreSQL database: the shared e2e server keeps its PGlite
 * directory locked, so the admin badge could not be granted there, while `node dist/server/admin.js
 * grant` works beside a server on PostgreSQL.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { PASSWORD, uniqueName, type Account } from './helpers';

const PG_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function superuser(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export class OwnServer {
  readonly base: string;
  readonly dbUrl: string;
  private readonly dbName = `mnemo_e2e_own_${randomBytes(4).toString('hex')}`;
  private process: ChildProcess | null = null;
  /** False when PostgreSQL cannot be reached: the spec skips its tests then. */
  reachable = true;
  readonly unreachableReason = `PostgreSQL unreachable at ${PG_URL}`;

  constructor(readonly port: number) {
    this.base = `http://127.0.0.1:${port}`;
    const url = new URL(PG_URL);
    url.pathname = `/${this.dbName}`;
    this.dbUrl = url.toString();
  }

  async start(): Promise<void> {
    try {
      await superuser(`CREATE DATABASE "${this.dbName}"`);
    } catch {
      this.reachable = false;
      return;
    }
    this.process = spawn('node', ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATABASE_URL: this.dbUrl, RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${this.base}/`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`e2e server on port ${this.port} did not start`);
  }

  async stop(): Promise<void> {
    if (this.process) {
      const exited = new Promise((resolve) => this.process!.once('exit', resolve));
      this.process.kill('SIGTERM');
      await exited;
    }
    if (this.reachable) {
      await superuser(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${this.dbName}'`);
      await superuser(`DROP DATABASE IF EXISTS "${this.dbName}"`);
    }
  }

  async register(prefix: string): Promise<Account> {
    const username = uniqueName(prefix);
    const res = await fetch(`${this.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string; user: { id: string } };
    return { username, token: body.token, userId: body.user.id };
  }

  /** Runs `sql` on this server's database, as a script beside it would (seeding what no API call makes). */
  async sql(sql: string, params: unknown[] = []): Promise<void> {
    const client = new pg.Client({ connectionString: this.dbUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  }

  /** Gives the admin badge, as `npm run admin -- grant` does. */
  grantAdmin(username: string): void {
    execFileSync('node', ['dist/server/admin.js', 'grant', username], { env: { ...process.env, DATABASE_URL: this.dbUrl } });
  }

  /** A page of this server signed in with `token` (or anonymous), the tutorial already dismissed. */
  async pageAs(browser: Browser, token: string | null): Promise<Page> {
    const context = await browser.newContext({ baseURL: this.base, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await context.addInitScript((value) => {
      window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed');
      if (value) window.localStorage.setItem('mnemo.token', value);
    }, token);
    return context.newPage();
  }
}
