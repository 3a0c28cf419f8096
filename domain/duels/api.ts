import { z } from 'zod';
import type { AnswerResult } from '../answers/check';
import type { DuelQuestionView } from './questions';
import { DUEL_METHODS, DUEL_MODES, LIVE_QUESTION_COUNTS, type DuelMode, type DuelSide } from './rules';

const id = z.string().min(1).max(200);

/** What a challenger sets up: the material (a subject, or some of its chapters), the methods and the mode. */
export const duelSetup = z.object({
  mode: z.enum(DUEL_MODES),
  subjectId: id,
  /** Empty: every chapter of the subject. */
  chapterIds: z.array(id).max(100).default([]),
  methods: z.array(z.enum(DUEL_METHODS)).min(1).max(DUEL_METHODS.length),
  /** A live duel's length. */
  questionCount: z.union(LIVE_QUESTION_COUNTS.map((n) => z.literal(n)) as [z.ZodLiteral<5>, z.ZodLiteral<10>]).default(10),
});
export type DuelSetup = z.infer<typeof duelSetup>;

/** POST /api/duels: a new duel, open to whoever has its code, or offered to one user (« Défier »). */
export const createDuelBody = duelSetup.extend({ opponentId: id.optional() });
export type CreateDuelBody = z.input<typeof createDuelBody>;

/** POST /api/duels/join: the code of the invitation (« K7P2Q »), as typed. */
export const joinDuelBody = z.object({ code: z.string().min(1).max(20) });

/** POST /api/duels/:id/answers: the answer to the question shown (a text, or a placement). */
export const duelAnswerBody = z.object({ index: z.number().int().min(0).max(20), answer: z.string().max(2_000) });

export type DuelStatus = 'open' | 'playing' | 'finished' | 'expired';
/** How a finished duel ended: on the scores, a live player gone (forfeit), a turn not played in time. */
export type DuelEnding = 'score' | 'forfeit' | 'timeout';

export interface DuelPlayer {
  id: string;
  username: string;
  score: number;
  /** Questions this player has answered (or let run out). */
  answered: number;
  rating: number;
}

/** One question's results, shown to a player once their own answer to it is judged. */
export interface DuelResultRow {
  index: number;
  view: DuelQuestionView;
  rightAnswer: string;
  /** Each side's answer; the other's only once both have answered. */
  answers: Partial<Record<DuelSide, DuelAnswerResult>>;
}

export interface DuelAnswerResult {
  answer: string | null;
  verdict: AnswerResult['verdict'];
  ms: number | null;
  points: number;
}

/** A duel as one of its players sees it (GET /api/duels/:id). */
export interface DuelView {
  id: string;
  code: string;
  mode: DuelMode;
  status: DuelStatus;
  you: DuelSide;
  questionCount: number;
  challenger: DuelPlayer;
  opponent: DuelPlayer | null;
  /** A turn-based duel's turn: whose it is and until when. */
  turn: { side: DuelSide; deadline: string } | null;
  /** The question the viewer has to answer now, with the time left on the server's clock. */
  current: { index: number; view: DuelQuestionView; msLeft: number } | null;
  results: DuelResultRow[];
  ending: DuelEnding | null;
  winner: DuelSide | 'draw' | null;
  /** The viewer's rating change, once the duel moved it. */
  ratingChange: number | null;
  setup: { subjectId: string; chapterIds: string[]; methods: string[] };
  createdAt: string;
}

/** The answer to POST /api/duels/:id/answers: the viewer's own verdict, then the duel. */
export interface DuelAnswerResponse {
  result: DuelAnswerResult & { rightAnswer: string };
  duel: DuelView;
}

/** A line of /duels. */
export interface DuelSummary {
  id: string;
  mode: DuelMode;
  status: DuelStatus;
  you: DuelSide;
  opponentName: string | null;
  yourScore: number;
  theirScore: number;
  yourTurn: boolean;
  /** The invitation's code while the duel waits for its opponent (to share it, or to accept it when invited). */
  code: string | null;
  /** The duel this one is the « Revanche » of. */
  rematchOf: string | null;
  deadline: string | null;
  winner: DuelSide | 'draw' | null;
  createdAt: string;
}

/** A line of the duel ranking and a profile's duel record. */
export interface DuelRecord {
  id: string;
  username: string;
  rating: number;
  wins: number;
  losses: number;
  draws: number;
}
