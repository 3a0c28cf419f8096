/**
 * « Mode examen » on an account of 5,000 cards, 100 boards and 50 maps (50 chapters), on the
 * embedded database (PGlite, in memory): composing a 120-question exam over every chapter on the
 * server (reading the chapters, drawing, storing), grading its 120 answers (the judge alone), and
 * the whole hand-in (grading, storing, the memory update); then, in Chromium on the built app,
 * « Suivante » by Enter from each question to the next (benchmarks/examNext.ts).
 *   npm run bench -- exam
 */
import { partsOf } from '../domain/data/parts';
import type { ExamAnswer } from '../domain/exam/grade';
import type { User } from '../domain/user';
import type { AppContext } from '../server/context';
import { openDatabase } from '../server/db';
import { examQuestions, findExam, saveAnswer, type ExamQuestionRow } from '../server/db/exams';
import { toPartWrite, writeParts } from '../server/db/material';
import { composeExam } from '../server/services/exams/compose';
import { gradeExamQuestions, submitExam } from '../server/services/exams/submit';
import { readChaptersMaterial } from '../server/services/userData';
import { drawExam } from '../domain/exam/draw';
import { nextQuestionFigures } from './examNext';
import { medicalMaterial } from './medicalMaterial';
import { percentile, roundMs } from './stats';
import type { BenchFigure } from './types';

const RUNS = 50;
const WARM_UP = 5;
const USER = 'bench-examinee';

/** Wall time and the process's CPU time (every thread: the server's and the database's) of each run, each sorted. */
async function timed(work: () => Promise<unknown>, before: () => Promise<unknown>): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    await before();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await work();
    const t1 = performance.now();
    const used = process.cpuUsage(cpu0);
    if (i >= WARM_UP) {
      wall.push(t1 - t0);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const sorted = (samples: number[]) => samples.sort((a, b) => a - b);
  return { wall: sorted(wall), cpu: sorted(cpu) };
}

/** An answer of the question's shape: a QROC right, with a typo or wrong by turns; a box ticked; a point. */
function answerOf(row: ExamQuestionRow): ExamAnswer {
  const i = row.position;
  const right = row.answers[0] ?? '';
  // The typo drops a letter (a changed number is never forgiven, and would never need the chapter's context).
  if (row.format === 'qroc') return { text: i % 3 === 0 ? right : i % 3 === 1 ? right[0] + right.slice(2) : 'Rien à voir' };
  if (row.format === 'zone') return { point: { x: 0.02, y: 0.2 } };
  return { ticked: [i % 4] };
}

const LABEL = 'exam (5,000 cards, 100 boards, 50 maps; 120 questions)';

export async function run(): Promise<BenchFigure[]> {
  const serverSide = await serverFigures();
  return [...serverSide, ...(await nextQuestionFigures(LABEL))];
}

/** Composing, grading and handing in, on the server's code in this process (in-memory PGlite). */
async function serverFigures(): Promise<BenchFigure[]> {
  const db = await openDatabase({ dataDir: null });
  try {
    const data = medicalMaterial({ cardsPerChapter: 100, arrowTexts: false });
    await db.query(`INSERT INTO users (id, username, username_key, password_hash, display) VALUES ($1, $1, $1, 'x', '{}'::jsonb)`, [USER]);
    await db.query('INSERT INTO user_data (user_id) VALUES ($1)', [USER]);
    await writeParts(db, USER, [...partsOf(data)].map(([key, content]) => toPartWrite(key, content)));
    const ctx = { db } as AppContext;
    const user = { id: USER, badges: ['major'] } as unknown as User;
    const body = {
      chapters: data.subjects[0]!.chapters.map((c) => ({ subjectId: 'med', chapterId: c.id })),
      questionCount: 120,
      durationMinutes: 180,
      formats: ['qroc', 'qru', 'qrm', 'zone'] as ('qroc' | 'qru' | 'qrm' | 'zone')[],
    };
    const clear = () => db.query('DELETE FROM exams WHERE user_id = $1', [USER]);
    const composeTimes = await timed(() => composeExam(ctx, user, body), clear);
    const readTimes = await timed(() => readChaptersMaterial(db, USER, body.chapters), async () => {});
    let seed = 0;
    const drawTimes = await timed(
      async () => drawExam(data, body.chapters, 120, body.formats, `seed-${seed++}`),
      async () => {},
    );

    // One exam answered in full, graded again and again by the judge, then handed in (each run a fresh copy).
    let examId = '';
    const answered = async () => {
      await clear();
      examId = (await composeExam(ctx, user, body)).id;
      const rows = await examQuestions(db, examId);
      for (const row of rows) await saveAnswer(db, examId, row.position, { answer: answerOf(row) });
    };
    await answered();
    const exam = (await findExam(db, USER, examId))!;
    const rows = await examQuestions(db, examId);
    const gradeTimes = await timed(async () => gradeExamQuestions(exam, rows), async () => {});
    const submitTimes = await timed(() => submitExam(ctx, USER, examId, 'student'), answered);

    if (rows.length !== 120) throw new Error(`the exam drew ${rows.length} questions, not 120`);
    const figure = (metric: string, sorted: number[]) => [
      { benchmark: LABEL, metric: `${metric} p50 (${RUNS} runs)`, value: roundMs(percentile(sorted, 50)), unit: 'ms' },
      { benchmark: LABEL, metric: `${metric} p99 (${RUNS} runs)`, value: roundMs(percentile(sorted, 99)), unit: 'ms' },
    ];
    return [
      ...figure('compose a 120-question exam, server side', composeTimes.wall),
      ...figure('  its CPU time (server and database threads)', composeTimes.cpu),
      ...figure('of which: read the 50 chapters', readTimes.wall),
      ...figure('of which: draw, then build the drawn questions', drawTimes.wall),
      ...figure('grade 120 answers', gradeTimes.wall),
      ...figure('  its CPU time', gradeTimes.cpu),
      ...figure('hand in (grade, store, memory update)', submitTimes.wall),
    ];
  } finally {
    await db.close();
  }
}
