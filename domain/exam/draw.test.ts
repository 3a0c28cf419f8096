import { describe, expect, it } from 'vitest';
import { foldForCheck } from '../answers/fold';
import { normaliseUserData } from '../data/userData';
import { drawExam } from './draw';
import { gradeQuestion } from './grade';
import { gradeOutOf20 } from './rules';

const square = (x: number) => [{ x, y: 0 }, { x: x + 0.1, y: 0 }, { x: x + 0.1, y: 0.1 }, { x, y: 0.1 }];
const data = normaliseUserData({
  subjects: [{ id: 's', name: 'S', chapters: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }] }],
  cards: {
    's.a': Array.from({ length: 30 }, (_, i) => ({ id: `a${i}`, answers: [`Réponse A${i}`], text: `A${i}` })),
    's.b': Array.from({ length: 3 }, (_, i) => ({ id: `b${i}`, answers: [`Réponse B${i}`], text: `B${i}` })),
  },
  zoningSets: { 's.c': [{ id: 'p', imageUrl: 'https://example.org/p.png', legends: ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'].map((label, i) => ({ id: `z${i}`, label, color: '#6366f1', points: square(i * 0.15) })) }] },
});
const chapters = ['a', 'b', 'c'].map((chapterId) => ({ subjectId: 's', chapterId }));

describe('drawExam', () => {
  it('is deterministic for a seed', () => {
    expect(drawExam(data, chapters, 20, ['qroc', 'qru', 'qrm', 'zone'], 'seed')).toEqual(drawExam(data, chapters, 20, ['qroc', 'qru', 'qrm', 'zone'], 'seed'));
    const ids = (seed: string) => drawExam(data, chapters, 20, ['qroc'], seed).map((d) => d.question.item.id).join();
    expect(ids('one')).not.toBe(ids('two'));
  });

  it('stratifies across chapters, a small chapter leaving its share to the others, and draws fewer when they hold fewer', () => {
    const count = (drawn: ReturnType<typeof drawExam>, chapter: string) => drawn.filter((d) => d.question.item.chapterId === chapter).length;
    const drawn = drawExam(data, chapters, 15, ['qroc'], 'x');
    expect([count(drawn, 'a'), count(drawn, 'b'), count(drawn, 'c')]).toEqual([7, 3, 5]);
    expect(drawExam(data, chapters, 120, ['qroc'], 'x')).toHaveLength(38);
    expect(new Set(drawExam(data, chapters, 120, ['qroc'], 'x').map((d) => d.question.item.id)).size).toBe(38);
  });

  it('asks a zone only on a board, and falls back to QROC when a chapter lacks distinct distractors', () => {
    const zones = drawExam(data, chapters, 40, ['zone'], 'z');
    expect(zones).toHaveLength(5);
    expect(zones.every((d) => d.format === 'zone' && d.question.source.kind === 'legend')).toBe(true);
    const qru = drawExam(data, [chapters[1]!], 10, ['qru'], 'q');
    // Three cards give each question two distractors: too few for four propositions.
    expect(qru.map((d) => d.format)).toEqual(['qroc', 'qroc', 'qroc']);
    for (const d of drawExam(data, [chapters[0]!], 30, ['qru', 'qrm'], 'r')) {
      expect(d.choice).not.toBeNull();
      const wrong = d.choice!.propositions.filter((_, i) => !d.choice!.right.includes(i)).map(foldForCheck);
      expect(wrong).not.toContain(foldForCheck(d.question.answers[0]!));
    }
  });
});

describe('gradeQuestion', () => {
  const noContext = () => ({ verdict: 'wrong' as const, expected: '' });
  it('counts an unanswered question 0 in every format, even a QRM with one right box', () => {
    const qrm = { format: 'qrm' as const, answers: ['A'], choice: { format: 'qrm' as const, propositions: ['A', 'B', 'C', 'D', 'E'], right: [0] }, zone: null };
    expect(gradeQuestion(qrm, null, noContext).credit).toBe(0);
    expect(gradeQuestion(qrm, { ticked: [] }, noContext).credit).toBe(0);
    expect(gradeQuestion(qrm, { ticked: [0, 1] }, noContext).credit).toBe(0.5);
    expect(gradeQuestion(qrm, { text: 'A' }, noContext).credit).toBe(0);
    const zone = { format: 'zone' as const, answers: ['Un'], choice: null, zone: square(0) };
    expect(gradeQuestion(zone, { point: { x: 0.05, y: 0.05 } }, noContext).credit).toBe(1);
    expect(gradeQuestion(zone, { point: { x: 0.5, y: 0.05 } }, noContext).credit).toBe(0);
  });

  it('gives a grade out of 20 to the hundredth', () => {
    expect(gradeOutOf20(6.5, 12)).toBe(10.83);
    expect(gradeOutOf20(0, 0)).toBe(0);
    expect(gradeOutOf20(40, 40)).toBe(20);
  });
});
