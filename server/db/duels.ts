import type { DuelSetup } from '../../domain/duels/api';
import type { HeldQuestion } from '../../domain/duels/questions';
import type { DuelMode, DuelSide } from '../../domain/duels/rules';
import type { Queryable } from './types';

export interface DuelRow {
  id: string;
  code: string;
  challenger_id: string;
  opponent_id: string | null;
  invited_id: string | null;
  mode: DuelMode;
  status: 'open' | 'playing' | 'finished' | 'expired';
  setup: DuelSetup;
  questions: HeldQuestion[];
  question_count: number;
  turn: number;
  opened_at: Date | null;
  deadline: Date | null;
  ending: 'score' | 'forfeit' | 'timeout' | null;
  winner: DuelSide | 'draw' | null;
  rated: boolean;
  rating_change: Partial<Record<DuelSide, number>> | null;
  rematch_of: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface DuelAnswerRow {
  side: DuelSide;
  index: number;
  asked_at: Date;
  answer: string | null;
  verdict: 'right' | 'almost' | 'wrong' | null;
  ms: number | null;
  points: number;
  answered_at: Date | null;
}

export type NewDuel = Pick<
  DuelRow,
  | 'id' | 'code' | 'challenger_id' | 'opponent_id' | 'invited_id' | 'mode' | 'status' | 'setup' | 'questions' | 'question_count'
  | 'opened_at' | 'deadline' | 'rematch_of'
>;

export async function insertDuel(db: Queryable, duel: NewDuel): Promise<void> {
  await db.query(
    `INSERT INTO duels (id, code, challenger_id, opponent_id, invited_id, mode, status, setup, questions, question_count, opened_at,
                        deadline, rematch_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      duel.id, duel.code, duel.challenger_id, duel.opponent_id, duel.invited_id, duel.mode, duel.status,
      JSON.stringify(duel.setup), JSON.stringify(duel.questions), duel.question_count, duel.opened_at, duel.deadline, duel.rematch_of,
    ],
  );
}

/** A duel; `lock` holds its row until the transaction ends, so two answers cannot race. */
export async function findDuel(db: Queryable, id: string, lock = false): Promise<DuelRow | null> {
  const found = await db.query<DuelRow>(`SELECT * FROM duels WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return found.rows[0] ?? null;
}

export async function findOpenDuelByCode(db: Queryable, code: string): Promise<DuelRow | null> {
  const found = await db.query<DuelRow>("SELECT * FROM duels WHERE code = $1 AND status = 'open'", [code]);
  return found.rows[0] ?? null;
}

export type DuelChange = Partial<
  Pick<DuelRow, 'opponent_id' | 'status' | 'turn' | 'opened_at' | 'deadline' | 'ending' | 'winner' | 'rated' | 'rating_change' | 'finished_at'>
>;

export async function updateDuel(db: Queryable, id: string, change: DuelChange): Promise<void> {
  const entries = Object.entries(change);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const values = entries.map(([column, value]) => (column === 'rating_change' && value !== null ? JSON.stringify(value) : value));
  await db.query(`UPDATE duels SET ${sets.join(', ')} WHERE id = $1`, [id, ...values]);
}

/** The user's newest duels, as challenger or opponent, without their questions. */
export async function listDuelRows(db: Queryable, userId: string, limit: number): Promise<Omit<DuelRow, 'questions'>[]> {
  const found = await db.query<Omit<DuelRow, 'questions'>>(
    `SELECT id, code, challenger_id, opponent_id, invited_id, mode, status, setup, question_count, turn, opened_at, deadline,
            ending, winner, rated, rating_change, rematch_of, created_at, finished_at
       FROM duels WHERE challenger_id = $1 OR opponent_id = $1 OR (invited_id = $1 AND status = 'open')
      ORDER BY created_at DESC LIMIT ${limit}`,
    [userId],
  );
  return found.rows;
}

export async function answerRows(db: Queryable, duelIds: readonly string[]): Promise<(DuelAnswerRow & { duel_id: string })[]> {
  if (duelIds.length === 0) return [];
  const found = await db.query<DuelAnswerRow & { duel_id: string }>(
    'SELECT * FROM duel_answers WHERE duel_id = ANY($1) ORDER BY index, side',
    [duelIds],
  );
  return found.rows;
}

/** Shows question `index` to `side` at `at`; a question already shown keeps its first time. */
export async function insertAsked(db: Queryable, duelId: string, side: DuelSide, index: number, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO duel_answers (duel_id, side, index, asked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [duelId, side, index, at],
  );
}

export interface JudgedAnswer {
  answer: string | null;
  verdict: 'right' | 'almost' | 'wrong';
  ms: number | null;
  points: number;
  at: Date;
}

export async function saveAnswer(db: Queryable, duelId: string, side: DuelSide, index: number, judged: JudgedAnswer): Promise<void> {
  await db.query(
    `UPDATE duel_answers SET answer = $4, verdict = $5, ms = $6, points = $7, answered_at = $8
      WHERE duel_id = $1 AND side = $2 AND index = $3 AND verdict IS NULL`,
    [duelId, side, index, judged.answer, judged.verdict, judged.ms, judged.points, judged.at],
  );
}

export async function touchPresence(db: Queryable, duelId: string, side: DuelSide, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO duel_presence (duel_id, side, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (duel_id, side) DO UPDATE SET seen_at = GREATEST(duel_presence.seen_at, EXCLUDED.seen_at)`,
    [duelId, side, at],
  );
}

export async function presenceRows(db: Queryable, duelId: string): Promise<{ side: DuelSide; seen_at: Date }[]> {
  return (await db.query<{ side: DuelSide; seen_at: Date }>('SELECT side, seen_at FROM duel_presence WHERE duel_id = $1', [duelId])).rows;
}

/** Duels whose deadline has passed: an invitation, a turn or a live question to settle. */
export async function dueDuelIds(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const found = await db.query<{ id: string }>(
    `SELECT id FROM duels WHERE status IN ('open', 'playing') AND deadline <= $1 ORDER BY deadline LIMIT ${limit}`,
    [now],
  );
  return found.rows.map((row) => row.id);
}

/** Rated duels between the two users that finished since `since`. */
export async function countRatedBetween(db: Queryable, a: string, b: string, since: Date): Promise<number> {
  const found = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM duels
      WHERE rated AND finished_at >= $3
        AND ((challenger_id = $1 AND opponent_id = $2) OR (challenger_id = $2 AND opponent_id = $1))`,
    [a, b, since],
  );
  return found.rows[0]?.n ?? 0;
}

export interface RatingRow {
  user_id: string;
  rating: number;
  rd: number;
  vol: number;
  wins: number;
  losses: number;
  draws: number;
}

export async function ratingRows(db: Queryable, userIds: readonly string[]): Promise<RatingRow[]> {
  return (await db.query<RatingRow>('SELECT user_id, rating, rd, vol, wins, losses, draws FROM duel_ratings WHERE user_id = ANY($1)', [userIds])).rows;
}

export async function saveRating(db: Queryable, row: RatingRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO duel_ratings (user_id, rating, rd, vol, wins, losses, draws, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET rating = $2, rd = $3, vol = $4, wins = $5, losses = $6, draws = $7, updated_at = $8`,
    [row.user_id, row.rating, row.rd, row.vol, row.wins, row.losses, row.draws, at],
  );
}

/** The duel ranking: the best ratings of accounts not suspended. */
export async function rankingRows(db: Queryable, limit: number, now: Date): Promise<(RatingRow & { username: string })[]> {
  const found = await db.query<RatingRow & { username: string }>(
    `SELECT r.user_id, r.rating, r.rd, r.vol, r.wins, r.losses, r.draws, u.username
       FROM duel_ratings r JOIN users u ON u.id = r.user_id
      WHERE u.banned_until IS NULL OR u.banned_until <= $1
      ORDER BY r.rating DESC, r.user_id LIMIT ${limit}`,
    [now],
  );
  return found.rows;
}

/**
 * « Adversaire au hasard »: takes the oldest other request made since `since`, or queues the user's
 * own (replacing an older one). The row lock makes two processes never match the same request twice.
 */
export async function matchOrQueue(
  db: Queryable,
  userId: string,
  setup: DuelSetup,
  now: Date,
  since: Date,
): Promise<{ userId: string; setup: DuelSetup } | null> {
  const taken = await db.query<{ user_id: string; setup: DuelSetup }>(
    `DELETE FROM duel_queue WHERE user_id = (
       SELECT user_id FROM duel_queue WHERE user_id <> $1 AND asked_at >= $2 ORDER BY asked_at LIMIT 1 FOR UPDATE SKIP LOCKED
     ) RETURNING user_id, setup`,
    [userId, since],
  );
  const match = taken.rows[0];
  if (match) {
    await db.query('DELETE FROM duel_queue WHERE user_id = $1', [userId]);
    return { userId: match.user_id, setup: match.setup };
  }
  await db.query(
    `INSERT INTO duel_queue (user_id, setup, asked_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET setup = $2, asked_at = $3`,
    [userId, JSON.stringify(setup), now],
  );
  return null;
}

export async function leaveQueue(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM duel_queue WHERE user_id = $1', [userId]);
}

export async function findRematch(db: Queryable, duelId: string): Promise<DuelRow | null> {
  return (await db.query<DuelRow>('SELECT * FROM duels WHERE rematch_of = $1', [duelId])).rows[0] ?? null;
}

export async function usernames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await db.query<{ id: string; username: string }>('SELECT id, username FROM users WHERE id = ANY($1)', [ids]);
  return new Map(found.rows.map((row) => [row.id, row.username]));
}

/** The players' names and ratings (null: never rated), in one query. */
export async function playerRows(db: Queryable, ids: readonly string[]): Promise<{ id: string; username: string; rating: number | null }[]> {
  const found = await db.query<{ id: string; username: string; rating: number | null }>(
    'SELECT u.id, u.username, r.rating FROM users u LEFT JOIN duel_ratings r ON r.user_id = u.id WHERE u.id = ANY($1)',
    [ids],
  );
  return found.rows;
}
