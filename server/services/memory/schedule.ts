import { createEmptyCard, fsrs, get_fuzz_range, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { MemoryItem, MemoryKind } from '../../../domain/memory/items';
import type { MemorySettings } from '../../../domain/memory/api';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A state's item: what the row keeps of it (its question id is the material's business). */
export type StateItem = Pick<MemoryItem, 'id' | 'subjectId' | 'chapterId' | 'key' | 'kind' | 'group' | 'answerHash'>;

export interface MemoryState {
  item: StateItem;
  card: Card;
}

export interface ReviewLogEntry {
  item: StateItem;
  sessionId: string;
  reviewedAt: number;
  rating: Grade;
  stateBefore: State;
  elapsedDays: number;
  scheduledDays: number;
  stability: number;
  difficulty: number;
  durationMs: number;
}

/** One question of a verified session, as the scheduler sees it. */
export interface AnsweredItem {
  item: MemoryItem;
  correct: boolean;
  /** Right only within the answer check's tolerance (« Presque ! »). */
  almost: boolean;
  durationMs: number;
}

/** The student's 75th percentile of answer time per kind of item, from earlier reviews; absent: too few to tell. */
export type SlowTimes = Partial<Record<MemoryKind, number>>;

/** Fewest earlier answers of a kind before « slower than usual » means anything. */
export const MIN_TIMED_REVIEWS = 10;

/**
 * The grade of an answer: wrong → Again; almost, or right but slower than the student's 75th
 * percentile for that kind of item → Hard; right → Good. Easy is never given (no self-rating).
 */
export function gradeOf(answer: Omit<AnsweredItem, 'item'>, slowAfter: number | undefined): Grade {
  if (!answer.correct) return Rating.Again;
  if (answer.almost || (slowAfter !== undefined && answer.durationMs > slowAfter)) return Rating.Hard;
  return Rating.Good;
}

/** `percentile_disc(0.75)` of sorted values, as PostgreSQL computes it. */
export function percentile75(sorted: readonly number[]): number | undefined {
  if (sorted.length < MIN_TIMED_REVIEWS) return undefined;
  return sorted[Math.max(1, Math.ceil(0.75 * sorted.length)) - 1];
}

const schedulers = new Map<number, FSRS>();
/** FSRS-6 with its default parameters at the student's desired retention (no fuzz: the load balancer spreads). */
export function scheduler(retentionPct: number): FSRS {
  let found = schedulers.get(retentionPct);
  if (!found) {
    found = fsrs({ request_retention: retentionPct / 100, enable_fuzz: false });
    schedulers.set(retentionPct, found);
  }
  return found;
}

/** The probability of recalling the item at `now` (1 for an item never reviewed). */
export function retrievability(card: Card, retentionPct: number, now: number): number {
  return card.state === State.New ? 1 : scheduler(retentionPct).get_retrievability(card, now, false);
}

/** The day a due date counts on for the load balancer (the database counts the same way). */
export const dayOf = (at: number): number => Math.floor(at / DAY_MS);

/**
 * A user's memory states with, for the load balancer, how many fall due each day, overall and
 * per group of siblings. Reviewing mutates it, so replaying sessions in order builds the same
 * book as recording them one by one.
 */
/** How many states fall due each day (`floor(due / 1 day)`), overall and per group of siblings. */
export interface DayLoads {
  perDay: Map<number, number>;
  groupDays: Map<string, Map<number, number>>;
}

export class MemoryBook {
  readonly states = new Map<string, MemoryState>();
  private readonly perDay: Map<number, number>;
  private readonly groupDays: Map<string, Map<number, number>>;

  /**
   * The book of `states`, or, given the `loads` of all the user's states (counted by the
   * database), of some of them only: those a session asks, enough to review it.
   */
  constructor(states: Iterable<MemoryState> = [], loads?: DayLoads) {
    this.perDay = loads?.perDay ?? new Map();
    this.groupDays = loads?.groupDays ?? new Map();
    for (const state of states) {
      this.states.set(state.item.id, state);
      if (!loads) this.count(state, 1);
    }
  }

  put(state: MemoryState): void {
    this.delete(state.item.id);
    this.states.set(state.item.id, state);
    this.count(state, 1);
  }

  delete(id: string): void {
    const old = this.states.get(id);
    if (!old) return;
    this.states.delete(id);
    this.count(old, -1);
  }

  private count(state: MemoryState, delta: number): void {
    const day = dayOf(state.card.due.getTime());
    this.perDay.set(day, (this.perDay.get(day) ?? 0) + delta);
    const group = this.groupDays.get(state.item.group) ?? new Map<number, number>();
    group.set(day, (group.get(day) ?? 0) + delta);
    this.groupDays.set(state.item.group, group);
  }

  /**
   * Anki's load balancer, made deterministic: a review interval of 3 days or more may move within
   * its fuzz range to the day where no sibling falls due and the fewest items do, the nearest to
   * the interval FSRS chose on a tie. Siblings thus spread across days.
   */
  balancedDays(group: string, at: number, interval: number, elapsedDays: number, maximumInterval: number): number {
    if (interval < 3) return interval;
    const { min_ivl, max_ivl } = get_fuzz_range(interval, elapsedDays, maximumInterval);
    const siblings = this.groupDays.get(group);
    let best = interval;
    let bestCost = Infinity;
    for (let days = min_ivl; days <= max_ivl; days++) {
      const day = dayOf(at + days * DAY_MS);
      const cost = ((siblings?.get(day) ?? 0) > 0 ? 1_000_000 : 0) + (this.perDay.get(day) ?? 0);
      if (cost < bestCost || (cost === bestCost && Math.abs(days - interval) < Math.abs(best - interval))) {
        best = days;
        bestCost = cost;
      }
    }
    return best;
  }

  /**
   * Applies a verified session's answers, all reviewed at `at`; answers the logs to keep. An item
   * whose stored state was built on another expected answer starts anew (the caller has pruned
   * those); its time is compared with `slow`, the percentiles before this session.
   */
  review(answers: readonly AnsweredItem[], sessionId: string, at: number, settings: MemorySettings, slow: SlowTimes): ReviewLogEntry[] {
    const f = scheduler(settings.retentionPct);
    const logs: ReviewLogEntry[] = [];
    for (const answer of answers) {
      const { id, subjectId, chapterId, key, kind, group, answerHash } = answer.item;
      const item = { id, subjectId, chapterId, key, kind, group, answerHash };
      const previous = this.states.get(id)?.card ?? createEmptyCard<Card>(new Date(at));
      // An offline session recorded late cannot review before the last review.
      const when = Math.max(at, previous.last_review?.getTime() ?? at);
      const rating = gradeOf(answer, slow[kind]);
      const next = f.next(previous, when, rating);
      const card = next.card;
      if (card.state === State.Review) {
        const days = this.balancedDays(group, when, card.scheduled_days, next.log.elapsed_days, f.parameters.maximum_interval);
        card.scheduled_days = days;
        card.due = new Date(when + days * DAY_MS);
      }
      this.put({ item, card });
      logs.push({
        item,
        sessionId,
        reviewedAt: when,
        rating,
        stateBefore: previous.state,
        elapsedDays: next.log.elapsed_days,
        scheduledDays: card.scheduled_days,
        stability: card.stability,
        difficulty: card.difficulty,
        durationMs: answer.durationMs,
      });
    }
    return logs;
  }
}
