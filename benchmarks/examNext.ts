/**
 * The browser half of `npm run bench -- exam`: in a running 120-question exam in Chromium, Enter
 * (« Suivante ») pressed on each question in turn, timed from the key press to the frame that
 * painted the next question; the same key on a page that only writes the question's number
 * (peers/next-key.html) is the floor.
 */
import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComposeExamBody, RunningExam } from '../domain/exam/api';
import { mainThreadClock, openPeerPage, percentile, roundMs, withBenchServer, type BenchServer } from './browser';
import { medicalMaterial } from './medicalMaterial';
import type { BenchFigure } from './types';

/** Exams taken, each from its first question to its last, by turns with the floor. */
const ROUNDS = 3;
const VIEWPORT = { width: 1440, height: 900 };
/** Between two keys: a quick reader's pace, time for what a key started in the background (the server noting the question on screen). */
const PAUSE_MS = 150;
/** BENCH_TRACE=<folder>: a Chromium trace of the first exam's keys, to see where the time goes. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'input', 'disabled-by-default-v8.cpu_profiler'];

// Strings run by the debugger protocol: the app's CSP forbids waitForFunction's eval, and tsx
// would wrap a function in a helper the page lacks.
/**
 * In both pages: `benchArm(k)` waits for the next keydown and resolves `benchPainted` with the
 * milliseconds from that key's timestamp to just after the first frame painted with question k on
 * screen (`benchShows(k)`, read once per frame); and the kind of question it was.
 */
const HARNESS = `
  window.benchArm = (k) => {
    window.benchPainted = new Promise((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error('question ' + k + ' was not painted within 10 s')), 10000);
      addEventListener('keydown', (event) => {
        const pressed = event.timeStamp;
        requestAnimationFrame(function check() {
          if (!window.benchShows(k)) return requestAnimationFrame(check);
          // Posted from the frame's callbacks, the message is handled once that frame is painted.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            clearTimeout(limit);
            resolve({ ms: performance.now() - pressed, kind: window.benchKind() });
          };
          channel.port2.postMessage(null);
        });
      }, { capture: true, once: true });
    });
  };
`;

/** Question k is on screen whole: its number, its title, and its board (ready) or map (the blank drawn). */
const EXAM_SHOWS = (total: number) => `
  window.benchShows = (k) => {
    const counter = document.querySelector('[data-testid="exam-counter"]');
    const question = document.querySelector('[data-testid="exam-question"]');
    if (!counter || !question || counter.textContent !== 'Question ' + k + ' sur ${total}') return false;
    if (!question.querySelector('.exam-question__title')) return false;
    const board = question.querySelector('.board-canvas__stage');
    if (board && board.dataset.ready !== 'true') return false;
    const sketch = question.querySelector('.board-sketch__image');
    if (sketch && !sketch.complete) return false;
    return !question.querySelector('.map-blank-prompt') || question.querySelector('[data-testid="map-blank-asked"]') !== null;
  };
  window.benchKind = () => {
    const question = document.querySelector('[data-testid="exam-question"]');
    if (question.querySelector('.board-canvas__stage')) return 'zone to point';
    if (question.querySelector('.map-blank-prompt')) return 'map text';
    if (question.querySelector('.board-sketch')) return 'zone to name';
    return question.querySelector('[data-testid="exam-propositions"]') ? 'card, QRU/QRM' : 'card, QROC';
  };
`;

const FLOOR_SHOWS = `
  window.benchShows = (k) => document.querySelector('[data-testid="exam-counter"]').textContent === 'Question ' + k + ' sur ' + window.benchTotal;
  window.benchKind = () => 'floor';
`;

interface Press {
  ms: number;
  kind: string;
}

interface Round {
  presses: Press[];
  /** The page's main-thread CPU time over the round, per key (the pauses between keys included). */
  cpuPerKey: number;
}

/** Enter on question 1, 2, … total − 1, each timed until the next question is painted, one at a time. */
async function pressThrough(page: Page, total: number, traceName: string | null): Promise<Round> {
  const cpu = await mainThreadClock(page, 1, 'ThreadTime');
  const tracing = process.env.BENCH_TRACE;
  if (tracing && traceName) await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  const before = await cpu();
  const presses: Press[] = [];
  for (let k = 2; k <= total; k++) {
    await page.evaluate(`window.benchArm(${k})`);
    await page.keyboard.press('Enter');
    presses.push((await page.evaluate('window.benchPainted')) as Press);
    await page.waitForTimeout(PAUSE_MS);
  }
  const cpuPerKey = ((await cpu()) - before) / presses.length;
  if (tracing && traceName) writeFileSync(join(tracing, `${traceName}.json`), await page.context().browser()!.stopTracing());
  return { presses, cpuPerKey };
}

/** The Champion plan (100 boards and 50 maps are past Major's quotas), bought through the built-in test checkout. */
async function buyChampion(server: BenchServer, token: string): Promise<void> {
  const { url } = await server.api<{ url: string }>('/me/billing/checkout', 'POST', { plan: 'champion', successUrl: '/account', cancelUrl: '/pricing' }, token);
  const sessionId = new URL(url, server.base).searchParams.get('session_id')!;
  await server.api(`/me/billing/test-checkout/${sessionId}/pay`, 'POST', {}, token);
  await server.api('/me/billing/confirm', 'POST', { sessionId }, token);
}

/** Composes an exam of every chapter and format, opens it, takes it key by key, hands it in. */
async function examRound(server: BenchServer, token: string, page: Page, body: ComposeExamBody, traceName: string | null): Promise<Round> {
  const exam = await server.api<RunningExam>('/me/exams', 'POST', body, token);
  await page.goto(`${server.base}/examen/${encodeURIComponent(exam.id)}`);
  await page.evaluate(HARNESS + EXAM_SHOWS(exam.slots.length));
  await page.evaluate(`new Promise((resolve) => requestAnimationFrame(function opened() {
    if (window.benchShows(1)) resolve(); else requestAnimationFrame(opened);
  }))`);
  await server.quiet();
  const round = await pressThrough(page, exam.slots.length, traceName);
  await server.api(`/me/exams/${encodeURIComponent(exam.id)}/submit`, 'POST', {}, token);
  return round;
}

async function floorRound(server: BenchServer, page: Page, total: number): Promise<Round> {
  await page.evaluate(`window.startExam(${total}); window.benchTotal = ${total};`);
  await server.quiet();
  return pressThrough(page, total, null);
}

/** The figures of « Suivante »: key → painted next question in the app and on the floor page. */
export async function nextQuestionFigures(benchmark: string): Promise<BenchFigure[]> {
  return withBenchServer(async (server) => {
    const token = await server.register('bench-exam');
    const data = medicalMaterial({ cardsPerChapter: 100, arrowTexts: false, imageUrl: `${server.base}/demo/coeur-schema.png` });
    await buyChampion(server, token);
    await server.api('/me/data', 'PUT', data, token, { 'if-match': '"0"' });
    const body: ComposeExamBody = {
      chapters: data.subjects[0]!.chapters.map((c) => ({ subjectId: 'med', chapterId: c.id })),
      questionCount: 120,
      durationMinutes: 180,
      formats: ['qroc', 'qru', 'qrm', 'zone'],
    };
    const app = await server.signedInPage(token, VIEWPORT);
    const floor = await openPeerPage(server, VIEWPORT, 'next-key.html', {});
    await floor.evaluate(HARNESS + FLOOR_SHOWS);
    const exams: Round[] = [];
    const floors: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Each goes first in turn.
      const runExam = async () => exams.push(await examRound(server, token, app, body, round === 0 ? 'exam-next-question' : null));
      const runFloor = async () => floors.push(await floorRound(server, floor, body.questionCount));
      if (round % 2 === 0) {
        await runExam();
        await runFloor();
      } else {
        await runFloor();
        await runExam();
      }
    }
    const sorted = (rounds: Round[], kind?: string) =>
      rounds
        .flatMap((r) => r.presses)
        .filter((p) => kind === undefined || p.kind === kind)
        .map((p) => p.ms)
        .sort((a, b) => a - b);
    const all = sorted(exams);
    const floorMs = sorted(floors);
    const cpu = (rounds: Round[]) => percentile(rounds.map((r) => r.cpuPerKey).sort((a, b) => a - b), 50);
    const kinds = [...new Set(exams.flatMap((r) => r.presses.map((p) => p.kind)))].sort();
    return [
      { benchmark, metric: `Enter (« Suivante ») → next question painted, Chromium p50 (${all.length} keys)`, value: roundMs(percentile(all, 50)), unit: 'ms' },
      { benchmark, metric: 'Enter → next question painted p95', value: roundMs(percentile(all, 95)), unit: 'ms' },
      ...kinds.map((kind) => {
        const ofKind = sorted(exams, kind);
        return { benchmark, metric: `  opening a ${kind} p95 (${ofKind.length} keys)`, value: roundMs(percentile(ofKind, 95)), unit: 'ms' };
      }),
      { benchmark, metric: 'Enter → next question: main-thread CPU time per key (median of the exams)', value: roundMs(cpu(exams)), unit: 'ms' },
      { benchmark, metric: `the floor (Enter writes the number on an empty page) p50 (${floorMs.length} keys)`, value: roundMs(percentile(floorMs, 50)), unit: 'ms' },
      { benchmark, metric: 'the floor p95', value: roundMs(percentile(floorMs, 95)), unit: 'ms' },
      { benchmark, metric: 'the floor: main-thread CPU time per key', value: roundMs(cpu(floors)), unit: 'ms' },
    ];
  });
}
