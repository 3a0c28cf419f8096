import type { Plan } from '../badges';

/**
 * The formats of the French medical exams (EDN) that a student's material can give: a typed short
 * answer (QROC), one right proposition among 4–5 (QRU) or several (QRM), and a zone to point on
 * a board (« zone à pointer »).
 */
export const EXAM_FORMATS = ['qroc', 'qru', 'qrm', 'zone'] as const;
export type ExamFormat = (typeof EXAM_FORMATS)[number];

/** The plans that sell « Mode examen » (/pricing). */
export const EXAM_PLANS: readonly Plan[] = ['major', 'champion'];

export const EXAM_LIMITS = {
  minQuestions: 10,
  maxQuestions: 120,
  maxChapters: 60,
  minMinutes: 1,
  maxMinutes: 360,
  /** The default duration: 1 min 30 per question. */
  secondsPerQuestion: 90,
  /** An answer sent this long after the deadline is still taken (the network's delay). */
  graceMs: 5_000,
} as const;

/** « Examen blanc »: 40 questions of every format in one hour. */
export const EXAM_PRESET = { questionCount: 40, durationMinutes: 60, formats: [...EXAM_FORMATS] as ExamFormat[] } as const;

/** The default duration of an exam of `count` questions, in whole minutes. */
export function defaultMinutes(count: number): number {
  return Math.ceil((count * EXAM_LIMITS.secondsPerQuestion) / 60);
}

/** The grade out of 20 of `earned` points over `total` questions, to the hundredth. */
export function gradeOutOf20(earned: number, total: number): number {
  return total === 0 ? 0 : Math.round((earned / total) * 2000) / 100;
}
