import { planOf } from '../../../domain/badges';
import type { CreateDuelBody, DuelSetup, DuelView } from '../../../domain/duels/api';
import { drawDuelQuestions } from '../../../domain/duels/questions';
import {
  DUEL_CODE_ALPHABET,
  DUEL_CODE_LENGTH,
  duelQuestionCount,
  LIVE_ABSENCE_MS,
  LIVE_INVITATION_MS,
  normaliseDuelCode,
  QUESTION_MS,
  RANDOM_MATCH_MS,
  TURN_MS,
} from '../../../domain/duels/rules';
import { messages } from '../../../domain/messages';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { findDuel, findOpenDuelId, findRematchId, insertDuel, leaveQueue, matchOrQueue } from '../../db/duels';
import { isUniqueViolation, type Database, type Queryable } from '../../db/types';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { can } from '../../policies';
import { retryAfterSeconds } from '../throttle';
import { readMaterial } from '../userData';
import { findUser } from '../users';
import { heldQuestionsOf } from './heldQuestions';
import { sideOf, viewOf, withDuel } from './play';
import { change, seenNow, type DuelState } from './state';

/** A suspended account cannot duel, neither to start nor to accept. */
function mayDuel(user: User): void {
  if (!can(user, 'earn')) throw forbidden(messages.suspended);
}

/** Starting a duel is a Major and Champion feature; the challenger's plan pays for the duel. */
function mayStart(user: User): void {
  mayDuel(user);
  if (planOf(user.badges) === 'free') throw forbidden(messages.duelPlanRequired, { plan: 'free', feature: 'duels' });
}

/** Invitations per user and hour; past the limit a French 429. */
async function countInvitation(ctx: AppContext, userId: string): Promise<void> {
  const key = `duel:invite:${userId}`;
  const wait = retryAfterSeconds(await ctx.counters.peek(key), ctx.throttle.duelInvitesPerUser);
  if (wait > 0) throw tooManyRequests(messages.duelInvitesThrottled(wait), wait);
  await ctx.counters.increment(key, ctx.throttle.duelInvitesPerUser.windowMs);
}

function newCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(DUEL_CODE_LENGTH));
  return [...bytes].map((b) => DUEL_CODE_ALPHABET[b % DUEL_CODE_ALPHABET.length]).join('');
}

/** Draws the duel's questions from the challenger's own material; too few is a French 400. */
async function drawFor(db: Queryable, challengerId: string, setup: DuelSetup) {
  const { data } = await readMaterial(db, challengerId);
  const subject = data.subjects.find((s) => s.id === setup.subjectId);
  if (!subject || setup.chapterIds.some((id) => !subject.chapters.some((c) => c.id === id))) throw notFound(messages.duelMaterialMissing);
  const count = duelQuestionCount(setup.mode, setup.questionCount);
  const questions = drawDuelQuestions(data, setup.subjectId, setup.chapterIds, setup.methods, count);
  if (questions.length < count) throw badRequest(messages.duelTooFewQuestions(count, questions.length));
  return { questions, count };
}

interface NewDuelOptions {
  challengerId: string;
  setup: DuelSetup;
  invitedId: string | null;
  /** Set when the duel starts at once (a random match): a live duel against this user. */
  opponentId?: string;
  rematchOf?: string;
}

/** Inserts a new duel under a fresh code (drawn again on the rare clash with an open one); this process keeps its questions. */
async function insertNew(db: Database, options: NewDuelOptions, now: Date): Promise<string> {
  const { questions, count } = await drawFor(db, options.challengerId, options.setup);
  const id = globalThis.crypto.randomUUID();
  const started = options.opponentId !== undefined;
  const invitationMs = options.setup.mode === 'live' ? LIVE_INVITATION_MS : TURN_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      await insertDuel(db, {
        id,
        code: newCode(),
        challenger_id: options.challengerId,
        opponent_id: options.opponentId ?? null,
        invited_id: options.invitedId,
        mode: options.setup.mode,
        status: started ? 'playing' : 'open',
        setup: options.setup,
        questions,
        question_count: count,
        opened_at: started ? now : null,
        deadline: new Date(now.getTime() + (started ? QUESTION_MS : invitationMs)),
        rematch_of: options.rematchOf ?? null,
      });
      heldQuestionsOf(db).set(id, questions, JSON.stringify(questions).length);
      return id;
    } catch (error) {
      if (!isUniqueViolation(error, 'duels_open_code') || attempt >= 5) throw error;
    }
  }
}

/** POST /api/duels: a new duel, open to whoever has its code, or offered to one user (« Défier »). */
export async function createDuel(ctx: AppContext, user: User, body: CreateDuelBody & DuelSetup): Promise<DuelView> {
  mayStart(user);
  let invitedId: string | null = null;
  if (body.opponentId !== undefined) {
    if (body.opponentId === user.id) throw forbidden(messages.duelSelf);
    const invited = await findUser(ctx.db, body.opponentId);
    if (!invited) throw notFound(messages.duelOpponentMissing);
    invitedId = invited.id;
  }
  await countInvitation(ctx, user.id);
  const { opponentId: _opponent, ...setup } = body;
  const id = await insertNew(ctx.db, { challengerId: user.id, setup, invitedId }, new Date());
  return withDuel(ctx, id, (state, now) => {
    // A live duel waits for its challenger's page; the invited user is told (after the write).
    if (setup.mode === 'live') seenNow(state, 'challenger', now);
    if (invitedId) state.changed = true;
    return viewOf(state, 'challenger', now);
  });
}

/** Whether a live duel's challenger gave a sign of life in the last minute. */
function challengerHere(state: DuelState, now: Date): boolean {
  const seen = state.seen.get('challenger');
  return seen !== undefined && now.getTime() - seen.getTime() <= LIVE_ABSENCE_MS;
}

/** Takes the open duel in `state` as its opponent (open to every signed-in user: the challenger's plan pays). */
function takeDuel(state: DuelState, user: User, now: Date): void {
  const { duel } = state;
  if (duel.challenger_id === user.id) throw forbidden(messages.duelSelf);
  if (duel.status !== 'open' || duel.opponent_id) throw conflict(duel.status === 'expired' ? messages.duelOver : messages.duelTaken);
  if (duel.invited_id && duel.invited_id !== user.id) throw forbidden(messages.duelInvitedOther);
  if (duel.mode === 'live') {
    // A live duel needs its challenger there: one who left the waiting page is not thrown into it.
    if (!challengerHere(state, now)) throw conflict(messages.duelLapsed);
    change(state, { opponent_id: user.id, status: 'playing', opened_at: now, deadline: new Date(now.getTime() + QUESTION_MS) });
    seenNow(state, 'opponent', now);
  } else {
    // The opponent's first turn starts now if the challenger has played theirs.
    change(state, { opponent_id: user.id, status: 'playing', ...(duel.turn >= 1 ? { deadline: new Date(now.getTime() + TURN_MS) } : {}) });
  }
}

/** POST /api/duels/join: accepts the open duel of a code (« K7P2Q »); unknown codes are counted and slowed down. */
export async function joinDuel(ctx: AppContext, user: User, rawCode: string): Promise<DuelView> {
  mayDuel(user);
  const missKey = `duel:code-miss:${user.id}`;
  const rule = ctx.throttle.duelCodeMissesPerUser;
  const wait = retryAfterSeconds(await ctx.counters.peek(missKey), rule);
  if (wait > 0) throw tooManyRequests(messages.duelCodeThrottled(wait), wait);
  const code = normaliseDuelCode(rawCode);
  const found = code ? await findOpenDuelId(ctx.db, code) : null;
  if (!found) {
    await ctx.counters.increment(missKey, rule.windowMs);
    throw notFound(messages.duelCodeUnknown);
  }
  return withDuel(ctx, found, (state, now) => {
    takeDuel(state, user, now);
    return viewOf(state, 'opponent', now);
  });
}

/**
 * POST /api/duels/:id/rematch (« Revanche »): the same setup on the challenger's material, drawn
 * again, offered to the other player; the first of the two to ask creates it, the other's ask
 * joins it. The challenger's plan pays, as for the first duel.
 */
export async function rematchDuel(ctx: AppContext, user: User, duelId: string): Promise<DuelView> {
  mayDuel(user);
  const old = await findDuel(ctx.db, duelId);
  const side = old ? sideOf(old, user.id) : null;
  if (!old || !side || !old.opponent_id) throw notFound(messages.duelNotFound);
  if (old.status !== 'finished' && old.status !== 'expired') throw conflict(messages.duelNotStarted);
  let rematch = await findRematchId(ctx.db, duelId);
  if (!rematch) {
    const challenger = await findUser(ctx.db, old.challenger_id);
    if (!challenger) throw notFound(messages.duelOpponentMissing);
    mayStart(challenger);
    await countInvitation(ctx, user.id);
    try {
      await insertNew(ctx.db, { challengerId: old.challenger_id, setup: old.setup, invitedId: old.opponent_id, rematchOf: old.id }, new Date());
    } catch (error) {
      // Both asked at once: the other's rematch stands.
      if (!isUniqueViolation(error)) throw error;
    }
    rematch = (await findRematchId(ctx.db, duelId))!;
  }
  return withDuel(ctx, rematch, (state, now) => {
    // An opponent asking first for a live rematch waits for the challenger, who is told; their ask starts it.
    const takes = side === 'opponent' && state.duel.status === 'open' && (state.duel.mode === 'turns' || challengerHere(state, now));
    if (takes) takeDuel(state, user, now);
    if (side === 'challenger' && state.duel.mode === 'live') seenNow(state, 'challenger', now);
    state.changed = true;
    return viewOf(state, side, now);
  });
}

/**
 * POST /api/duels/random (« Adversaire au hasard »): a live duel with another user who asked in the
 * last minute, on the material of whoever asked first; else the request waits (answer null).
 */
export async function randomDuel(ctx: AppContext, user: User, setup: DuelSetup): Promise<DuelView | null> {
  mayStart(user);
  const live: DuelSetup = { ...setup, mode: 'live' };
  await drawFor(ctx.db, user.id, live);
  await countInvitation(ctx, user.id);
  const now = new Date();
  const match = await ctx.db.transaction((tx) => matchOrQueue(tx, user.id, live, now, new Date(now.getTime() - RANDOM_MATCH_MS)));
  if (!match) return null;
  const id = await insertNew(ctx.db, { challengerId: match.userId, setup: match.setup, invitedId: null, opponentId: user.id }, now);
  return withDuel(ctx, id, (state, at) => {
    seenNow(state, 'challenger', at);
    seenNow(state, 'opponent', at);
    state.changed = true;
    return viewOf(state, 'opponent', at);
  });
}

/** DELETE /api/duels/random: the user no longer waits for a random opponent. */
export async function cancelRandom(ctx: AppContext, user: User): Promise<void> {
  await leaveQueue(ctx.db, user.id);
}

