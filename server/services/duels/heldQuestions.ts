import type { HeldQuestion } from '../../../domain/duels/questions';
import type { Database } from '../../db/types';

/** JSON characters of questions kept per database, all duels together (a duel of 10 questions on small maps: a few KB). */
const KEPT_CHARS = 16 * 1024 * 1024;

/**
 * The questions of the duels this process served lately. A duel's questions are drawn once, when
 * it is set up, and never change: the database stays the source of truth (a process that never saw
 * the duel, or restarted, reads them once), and answers and views then skip reading and parsing
 * them. Bounded by the size of their JSON, least recently used out first.
 */
export class HeldQuestions {
  private readonly byDuel = new Map<string, { questions: HeldQuestion[]; chars: number }>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(duelId: string): HeldQuestion[] | undefined {
    const kept = this.byDuel.get(duelId);
    if (!kept) return undefined;
    this.byDuel.delete(duelId);
    this.byDuel.set(duelId, kept);
    return kept.questions;
  }

  /** Keeps the questions of a duel, `chars` the length of their JSON. */
  set(duelId: string, questions: HeldQuestion[], chars: number): void {
    const before = this.byDuel.get(duelId);
    if (before) {
      this.byDuel.delete(duelId);
      this.chars -= before.chars;
    }
    if (chars > this.maxChars) return;
    this.byDuel.set(duelId, { questions, chars });
    this.chars += chars;
    for (const [id, kept] of this.byDuel) {
      if (this.chars <= this.maxChars) break;
      this.byDuel.delete(id);
      this.chars -= kept.chars;
    }
  }
}

/** Per database, as a process may open several (tests do). */
const perDatabase = new WeakMap<Database, HeldQuestions>();

export function heldQuestionsOf(db: Database): HeldQuestions {
  let held = perDatabase.get(db);
  if (!held) {
    held = new HeldQuestions(KEPT_CHARS);
    perDatabase.set(db, held);
  }
  return held;
}
