/**
 * Rules of a duel (issue 50): what is played, how long a player has, how answers score and how a
 * duel ends. The server applies them on its own clock; the client only shows them.
 */

export const DUEL_MODES = ['live', 'turns'] as const;
export type DuelMode = (typeof DUEL_MODES)[number];

/** What a duel asks: cards, zoning legends to place, mind-map blanks (any mix of them). */
export const DUEL_METHODS = ['cards', 'legends', 'blanks'] as const;
export type DuelMethod = (typeof DUEL_METHODS)[number];

/** A live duel asks 10 questions (5 for a short one); a turn-based one 3 rounds of 3. */
export const LIVE_QUESTION_COUNTS = [5, 10] as const;
export type LiveQuestionCount = (typeof LIVE_QUESTION_COUNTS)[number];
export const ROUNDS = 3;
export const ROUND_QUESTIONS = 3;
/** Turns of a turn-based duel: each round is played by the challenger, then by the opponent. */
export const TURNS = ROUNDS * 2;

/** Time for one question, from the moment it is shown (both modes). */
export const QUESTION_MS = 20_000;
/** Time for a turn of a turn-based duel; a turn not played in time loses the duel. */
export const TURN_MS = 48 * 60 * 60 * 1000;
/** A player of a live duel gone this long (no sign of life from any tab) forfeits. */
export const LIVE_ABSENCE_MS = 60_000;
/** An invitation to a live duel nobody accepted lapses after an hour. */
export const LIVE_INVITATION_MS = 60 * 60 * 1000;
/** « Adversaire au hasard »: a request waits this long for another one. */
export const RANDOM_MATCH_MS = 60_000;
/** The same two accounts move each other's rating at most this many times per Paris day. */
export const RATED_DUELS_PER_PAIR_PER_DAY = 3;

export const RIGHT_ANSWER_POINTS = 100;
/** The speed bonus of a right answer given at once; it falls to nothing at the end of the question's time. */
export const SPEED_BONUS_MAX = 50;

/** Points of an answer judged `correct` after `ms` on the server's clock. */
export function answerPoints(correct: boolean, ms: number): number {
  if (!correct || ms > QUESTION_MS) return 0;
  const left = Math.max(0, QUESTION_MS - ms) / QUESTION_MS;
  return RIGHT_ANSWER_POINTS + Math.round(SPEED_BONUS_MAX * left);
}

/** Questions a duel asks. */
export function duelQuestionCount(mode: DuelMode, liveCount: LiveQuestionCount = 10): number {
  return mode === 'live' ? liveCount : ROUNDS * ROUND_QUESTIONS;
}

export type DuelSide = 'challenger' | 'opponent';

/** Who plays turn `turn` (0 to TURNS - 1) of a turn-based duel, and which questions. */
export function turnOf(turn: number): { side: DuelSide; first: number; last: number } {
  const round = Math.floor(turn / 2);
  return { side: turn % 2 === 0 ? 'challenger' : 'opponent', first: round * ROUND_QUESTIONS, last: (round + 1) * ROUND_QUESTIONS - 1 };
}

/** The other side. */
export const otherSide = (side: DuelSide): DuelSide => (side === 'challenger' ? 'opponent' : 'challenger');

/** Letters and digits of an invitation code, without those read alike (0/O, 1/I). */
export const DUEL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DUEL_CODE_LENGTH = 5;

/** A typed code as stored: upper case, spaces and dashes dropped; null when it cannot be one. */
export function normaliseDuelCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== DUEL_CODE_LENGTH) return null;
  return [...code].every((c) => DUEL_CODE_ALPHABET.includes(c)) ? code : null;
}
