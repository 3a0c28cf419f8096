import type { DuelSetup } from '../../domain/duels/api';
import type { HeldQuestion } from '../../domain/duels/questions';
import type { DuelMode, DuelSide } from '../../domain/duels/rules';
import { prepared, type Queryable } from './types';

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
  /** Moves on every write (see `writeDuel`). */
  version: number;
  /** A finished duel's memory review and ratings were applied. */
  closed: boolean;
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

/** A duel's row, questions included (they are read once per duel and process: see `loadDuels`). */
export async function findDuel(db: Queryable, id: string): Promise<DuelRow | null> {
  const found = await db.query<DuelRow>('SELECT * FROM duels WHERE id = $1', [id]);
  return found.rows[0] ?? null;
}

export async function findOpenDuelId(db: Queryable, code: string): Promise<string | null> {
  const found = await db.query<{ id: string }>("SELECT id FROM duels WHERE code = $1 AND status = 'open'", [code]);
  return found.rows[0]?.id ?? null;
}

export type DuelChange = Partial<
  Pick<DuelRow, 'opponent_id' | 'status' | 'turn' | 'opened_at' | 'deadline' | 'ending' | 'winner' | 'rated' | 'rating_change' | 'finished_at'>
>;

export interface PlayerRow {
  id: string;
  username: string;
  /** Null: never rated. */
  rating: number | null;
}

/** A duel as the rules read it, in one query: its row, its answers, its players' last signs of life, names and ratings. */
export interface LoadedDuel extends Omit<DuelRow, 'questions'> {
  /** The questions' JSON, only when asked for. */
  questions_text: string | null;
  answers: DuelAnswerRow[];
  presence: { side: DuelSide; seen_at: Date }[];
  players: PlayerRow[];
}

const LOADED_COLUMNS = `d.id, d.code, d.challenger_id, d.opponent_id, d.invited_id, d.mode, d.status, d.setup, d.question_count, d.turn,
  d.opened_at, d.deadline, d.ending, d.winner, d.rated, d.rating_change, d.rematch_of, d.created_at, d.finished_at, d.version, d.closed,
  CASE WHEN $1::text[] IS NULL OR d.id = ANY($1) THEN d.questions::text END AS questions_text,
  (SELECT coalesce(json_agg(json_build_object('side', a.side, 'index', a.index, 'asked_at', a.asked_at, 'answer', a.answer,
          'verdict', a.verdict, 'ms', a.ms, 'points', a.points, 'answered_at', a.answered_at)), '[]') FROM duel_answers a WHERE a.duel_id = d.id) AS answers,
  (SELECT coalesce(json_agg(json_build_object('side', p.side, 'seen_at', p.seen_at)), '[]') FROM duel_presence p WHERE p.duel_id = d.id) AS presence,
  (SELECT coalesce(json_agg(json_build_object('id', u.id, 'username', u.username, 'rating', r.rating)), '[]')
     FROM users u LEFT JOIN duel_ratings r ON r.user_id = u.id WHERE u.id IN (d.challenger_id, d.opponent_id)) AS players`;

/** Run on every read and answer: kept prepared. */
const LOAD_DUELS = prepared(`SELECT ${LOADED_COLUMNS} FROM duels d WHERE d.id = ANY($2)`);

type LoadedRow = Omit<LoadedDuel, 'answers' | 'presence'> & {
  answers: (Omit<DuelAnswerRow, 'asked_at' | 'answered_at'> & { asked_at: string; answered_at: string | null })[];
  presence: { side: DuelSide; seen_at: string }[];
};

/** JSON carries the times as text. */
const loaded = (row: LoadedRow): LoadedDuel => ({
  ...row,
  answers: row.answers.map((a) => ({ ...a, asked_at: new Date(a.asked_at), answered_at: a.answered_at === null ? null : new Date(a.answered_at) })),
  presence: row.presence.map((p) => ({ side: p.side, seen_at: new Date(p.seen_at) })),
});

/**
 * Duels by id with all the rules read, in one query; the questions only of `withQuestions` (null:
 * of all), as they never change once drawn and a process keeps those it read.
 */
export async function loadDuels(db: Queryable, ids: readonly string[], withQuestions: readonly string[] | null): Promise<LoadedDuel[]> {
  const found = await db.query<LoadedRow>(LOAD_DUELS, [withQuestions, ids]);
  return found.rows.map(loaded);
}

/** Duels whose deadline has passed (an invitation, a turn or a live question to settle), as `loadDuels` reads them, questions included. */
export async function loadDueDuels(db: Queryable, now: Date, limit: number): Promise<LoadedDuel[]> {
  const found = await db.query<LoadedRow>(
    `SELECT ${LOADED_COLUMNS} FROM duels d WHERE d.status IN ('open', 'playing') AND d.deadline <= $2 ORDER BY d.deadline LIMIT ${limit}`,
    [null, now],
  );
  return found.rows.map(loaded);
}

/** What a step of the rules changed in a duel, written at once by `writeDuel`. */
export interface DuelWrite {
  duel: DuelChange;
  /** Questions shown or answered (an answer already judged is never overwritten). */
  answers: DuelAnswerRow[];
  /** Players' signs of life (only ever moved forward). */
  presence: { side: DuelSide; seen_at: Date }[];
}

const PRESENCE_UPSERT = `ON CONFLICT (duel_id, side) DO UPDATE SET seen_at = GREATEST(duel_presence.seen_at, EXCLUDED.seen_at)`;

/**
 * Writes `write` in one statement, only if the duel is still at `version` (nothing else wrote it
 * since it was read), and moves the version on. Answers whether it was written.
 */
export async function writeDuel(db: Queryable, id: string, version: number, write: DuelWrite): Promise<boolean> {
  const entries = Object.entries(write.duel);
  const sets = entries.map(([column], i) => `, ${column} = $${i + 5}`).join('');
  const values = entries.map(([column, value]) => (column === 'rating_change' && value !== null ? JSON.stringify(value) : value));
  // A few texts only (the columns a step changes): kept prepared.
  const found = await db.query<{ n: number }>(
    prepared(`WITH d AS (UPDATE duels SET version = version + 1${sets} WHERE id = $1 AND version = $2 RETURNING id),
     a AS (INSERT INTO duel_answers (duel_id, side, index, asked_at, answer, verdict, ms, points, answered_at)
           SELECT d.id, x.side, x.index, x.asked_at, x.answer, x.verdict, x.ms, x.points, x.answered_at
             FROM d, jsonb_to_recordset($3::jsonb) AS x (side text, index integer, asked_at timestamptz, answer text, verdict text, ms integer,
                                                         points integer, answered_at timestamptz)
           ON CONFLICT (duel_id, side, index) DO UPDATE
             SET answer = EXCLUDED.answer, verdict = EXCLUDED.verdict, ms = EXCLUDED.ms, points = EXCLUDED.points, answered_at = EXCLUDED.answered_at
             WHERE duel_answers.verdict IS NULL),
     p AS (INSERT INTO duel_presence (duel_id, side, seen_at)
           SELECT d.id, x.side, x.seen_at FROM d, jsonb_to_recordset($4::jsonb) AS x (side text, seen_at timestamptz)
           ${PRESENCE_UPSERT})
     SELECT count(*)::int AS n FROM d`),
    [id, version, JSON.stringify(write.answers), JSON.stringify(write.presence), ...values],
  );
  return found.rows[0]!.n === 1;
}

/**
 * Marks a finished duel closed, holding its row until the transaction ends; false when it is not
 * finished or another process closed it first.
 */
export async function markClosed(tx: Queryable, id: string): Promise<boolean> {
  const found = await tx.query("UPDATE duels SET closed = true WHERE id = $1 AND status = 'finished' AND NOT closed RETURNING id", [id]);
  return found.rows.length === 1;
}

/** Finished duels left unclosed since before `before` (their process died first). */
export async function unclosedDuelIds(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const found = await db.query<{ id: string }>(
    `SELECT id FROM duels WHERE status = 'finished' AND NOT closed AND finished_at < $1 ORDER BY finished_at LIMIT ${limit}`,
    [before],
  );
  return found.rows.map((row) => row.id);
}

/** A player's sign of life, whatever the duel's version (it only moves forward). */
export async function touchPresence(db: Queryable, duelId: string, side: DuelSide, at: Date): Promise<void> {
  await db.query(`INSERT INTO duel_presence (duel_id, side, seen_at) VALUES ($1, $2, $3) ${PRESENCE_UPSERT}`, [duelId, side, at]);
}

/** A live duel's player is there (socket `duel:here`): written only when `userId` plays it and it is open or running. */
export async function touchLivePresence(db: Queryable, duelId: string, userId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO duel_presence (duel_id, side, seen_at)
     SELECT id, CASE WHEN challenger_id = $2 THEN 'challenger' ELSE 'opponent' END, $3 FROM duels
      WHERE id = $1 AND mode = 'live' AND status IN ('open', 'playing') AND (challenger_id = $2 OR opponent_id = $2)
     ${PRESENCE_UPSERT}`,
    [duelId, userId, at],
  );
}

/** The user's newest duels, as challenger or opponent, without their questions. */
export async function listDuelRows(db: Queryable, userId: string, limit: number): Promise<Omit<DuelRow, 'questions'>[]> {
  const found = await db.query<Omit<DuelRow, 'questions'>>(
    `SELECT id, code, challenger_id, opponent_id, invited_id, mode, status, setup, question_count, turn, opened_at, deadline,
            ending, winner, rated, rating_change, rematch_of, created_at, finished_at, version, closed
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

/** A finished duel's challenger answers, as their memory reviews them (the questions name the items). */
export interface DuelReview {
  id: string;
  finishedAt: number;
  answers: { itemId: string; verdict: 'right' | 'almost' | 'wrong'; ms: number | null }[];
}

/**
 * The finished duels `challengerId` set up, with their own judged answers, in the order they
 * finished; only `duelId` when given.
 */
export async function duelReviewsInOrder(db: Queryable, challengerId: string, duelId: string | null = null): Promise<DuelReview[]> {
  const found = await db.query<{ id: string; finished_at: Date; answers: DuelReview['answers'] }>(
    `SELECT d.id, d.finished_at,
            coalesce(json_agg(json_build_object('itemId', d.questions -> a.index ->> 'itemId', 'verdict', a.verdict, 'ms', a.ms) ORDER BY a.index)
                     FILTER (WHERE a.index IS NOT NULL), '[]') AS answers
       FROM duels d LEFT JOIN duel_answers a ON a.duel_id = d.id AND a.side = 'challenger' AND a.verdict IS NOT NULL
      WHERE d.challenger_id = $1 AND d.status = 'finished' AND ($2::text IS NULL OR d.id = $2)
      GROUP BY d.id, d.finished_at ORDER BY d.finished_at, d.id`,
    [challengerId, duelId],
  );
  return found.rows.map((row) => ({ id: row.id, finishedAt: new Date(row.finished_at).getTime(), answers: row.answers }));
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

export async function findRematchId(db: Queryable, duelId: string): Promise<string | null> {
  return (await db.query<{ id: string }>('SELECT id FROM duels WHERE rematch_of = $1', [duelId])).rows[0]?.id ?? null;
}

export async function usernames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await db.query<{ id: string; username: string }>('SELECT id, username FROM users WHERE id = ANY($1)', [ids]);
  return new Map(found.rows.map((row) => [row.id, row.username]));
}
