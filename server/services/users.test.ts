import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { recordLoginDay } from './users';

/**
 * The login streak counts Europe/Paris calendar days. In winter Paris is UTC+1 (midnight is 23:00
 * UTC), in summer UTC+2 (midnight is 22:00 UTC); France changed clocks on 2024-03-31 and 2024-10-27.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function newUser(): Promise<string> {
  const id = randomUUID();
  await database.db.query(
    `INSERT INTO users (id, username, username_key, password_hash, display) VALUES ($1, $2, $2, 'x', '{}')`,
    [id, `streak_${id.slice(0, 8)}`],
  );
  return id;
}

/** Signs `userId` in at each instant in turn; answers the streak after each. */
async function streaks(userId: string, instants: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const at of instants) out.push((await recordLoginDay(database.db, userId, new Date(at))).loginStreak);
  return out;
}

describe('recordLoginDay (login streak, Europe/Paris days)', () => {
  it('starts at 1 and records when the user signed in', async () => {
    const id = await newUser();
    const user = await recordLoginDay(database.db, id, new Date('2024-01-15T09:00:00Z'));
    expect(user.loginStreak).toBe(1);
    expect(user.lastLoginAt).toBe('2024-01-15T09:00:00.000Z');
    expect(user.lastSeenAt).toBe('2024-01-15T09:00:00.000Z');
  });

  it('stays the same within one Paris day, even across UTC midnight', async () => {
    const id = await newUser();
    // 2024-01-15 00:30 Paris is still 2024-01-14 in UTC; 23:30 Paris is 22:30 UTC.
    expect(await streaks(id, ['2024-01-14T23:30:00Z', '2024-01-15T12:00:00Z', '2024-01-15T22:30:00Z'])).toEqual([1, 1, 1]);
  });

  it('grows by one on the next Paris day, even when the UTC day is the same (winter)', async () => {
    const id = await newUser();
    // 22:30 UTC is 23:30 Paris on the 10th; 23:30 UTC is 00:30 Paris on the 11th.
    expect(await streaks(id, ['2024-01-10T22:30:00Z', '2024-01-10T23:30:00Z'])).toEqual([1, 2]);
  });

  it('grows by one across Paris midnight in summer (22:00 UTC)', async () => {
    const id = await newUser();
    expect(await streaks(id, ['2024-07-10T21:30:00Z', '2024-07-10T22:30:00Z', '2024-07-11T21:59:00Z'])).toEqual([1, 2, 2]);
  });

  it('restarts at 1 after a Paris day without sign-in', async () => {
    const id = await newUser();
    expect(
      await streaks(id, [
        '2024-01-10T12:00:00Z',
        '2024-01-11T12:00:00Z',
        '2024-01-12T12:00:00Z',
        // Nothing on the 13th (Paris), though less than 48 hours passed.
        '2024-01-13T23:30:00Z',
      ]),
    ).toEqual([1, 2, 3, 1]);
  });

  it('counts consecutive days across the spring clock change (a 23-hour day)', async () => {
    const id = await newUser();
    expect(
      await streaks(id, [
        '2024-03-30T22:30:00Z', // 23:30 Paris (UTC+1) on Saturday the 30th
        '2024-03-31T21:30:00Z', // 23:30 Paris (UTC+2) on Sunday the 31st
        '2024-03-31T22:30:00Z', // 00:30 Paris on Monday 1 April
      ]),
    ).toEqual([1, 2, 3]);
  });

  it('counts consecutive days across the autumn clock change (a 25-hour day)', async () => {
    const id = await newUser();
    expect(
      await streaks(id, [
        '2024-10-26T21:30:00Z', // 23:30 Paris (UTC+2) on Saturday the 26th
        '2024-10-27T22:30:00Z', // 23:30 Paris (UTC+1) on Sunday the 27th, 25 hours later
        '2024-10-27T23:30:00Z', // 00:30 Paris on Monday the 28th
      ]),
    ).toEqual([1, 2, 3]);
    // 22:59 UTC on the 28th is still the 28th in Paris: no change.
    expect(await streaks(id, ['2024-10-28T22:59:00Z'])).toEqual([3]);
  });

  it('keeps counting past 7 days (the padawan threshold)', async () => {
    const id = await newUser();
    const days = Array.from({ length: 8 }, (_, i) => `2024-02-${String(i + 1).padStart(2, '0')}T08:00:00Z`);
    expect(await streaks(id, days)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('fails with 404 for an unknown user', async () => {
    await expect(recordLoginDay(database.db, randomUUID())).rejects.toMatchObject({ statusCode: 404 });
  });
});
