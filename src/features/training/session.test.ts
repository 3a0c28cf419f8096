import { describe, expect, it } from 'vitest';
import { recordSessionBody } from '../../../domain/training';
import {
  currentIndex,
  finishTraining,
  formatDuration,
  goNext,
  isLastQuestion,
  newSessionId,
  recordBody,
  sessionBegun,
  settleAnswer,
  shuffle,
  startTraining,
  summarise,
  typeAnswer,
  validateAnswer,
  type Question,
} from './session';

const target = { methodId: 'association' as const, subjectId: 'anat', chapterId: 'coeur' };
const questions: Question<string>[] = [
  { cardId: 'c1', answers: ['Artère', 'Vaisseau'], prompt: 'Sang oxygéné' },
  { cardId: 'c2', answers: ['Veine'], prompt: 'Retour au cœur' },
  { cardId: 'c3', answers: ['Capillaire'], prompt: 'Échanges' },
];
const T0 = 1_700_000_000_000;

function answer<P>(state: ReturnType<typeof startTraining<P>>, text: string) {
  return validateAnswer(typeAnswer(state, text));
}

describe('training session', () => {
  it('builds ids from the method, subject, chapter and a random suffix', () => {
    expect(newSessionId(target, () => 0.5)).toMatch(/^association-anat-coeur-[0-9a-z]{8}$/);
    expect(newSessionId(target, () => 0.1)).not.toBe(newSessionId(target, () => 0.2));
  });

  it('is begun once an answer is typed or placed, validated, or a question passed', () => {
    const fresh = startTraining(target, questions, 'id', T0);
    expect(sessionBegun(fresh)).toBe(false);
    expect(sessionBegun(typeAnswer(fresh, 'a'))).toBe(true);
    expect(sessionBegun(typeAnswer(typeAnswer(fresh, 'a'), ''))).toBe(false);
    expect(sessionBegun(answer(fresh, ''))).toBe(true);
    expect(sessionBegun(goNext(answer(fresh, 'x'), T0 + 1000))).toBe(true);
  });

  it('shuffles without losing or duplicating anything', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const shuffled = shuffle(items, random);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('checks answers trimmed, ignoring case and accents, against any accepted answer', () => {
    let state = startTraining(target, questions, 'id', T0);
    state = answer(state, '  artere ');
    expect(state.entries[0]).toEqual({ userAnswer: '  artere ', validated: true, correct: true, almost: null, shownAt: T0 });
    state = answer(goNext(state, T0 + 1000), 'VEINE');
    expect(state.entries[1]!.correct).toBe(true);
    state = answer(goNext(state, T0 + 2000), 'vaisseau');
    expect(state.entries[2]!.correct).toBe(false);
  });

  it('counts a forgiven typo as correct, « Presque ! », against the accepted answer it nearly matched', () => {
    let state = answer(startTraining(target, questions, 'id', T0), 'vaiseau');
    expect(state.entries[0]).toEqual({ userAnswer: 'vaiseau', validated: true, correct: true, almost: 'Vaisseau', shownAt: T0 });
    state = answer(goNext(state, T0 + 1000), 'Veines'); // 5 letters: one slip forgiven
    state = answer(goNext(state, T0 + 2000), 'capilair'); // two slips for 10 letters
    const summary = summarise(finishTraining(state, T0 + 3000));
    expect(summary.correct).toBe(3);
    expect(summary.review.map((item) => [item.rightAnswer, item.correct, item.almost])).toEqual([
      ['Vaisseau', true, true],
      ['Veine', true, true],
      ['Capillaire', true, true],
    ]);
    expect(recordBody(finishTraining(state, T0 + 3000)).questions.every((q) => q.correct)).toBe(true);
  });

  it('judges a typo with the other questions of the session as the chapter’s answers', () => {
    const close: Question<string>[] = [
      { cardId: 'a', answers: ['Ilion'], prompt: 'Os' },
      { cardId: 'b', answers: ['Iléon'], prompt: 'Intestin' },
    ];
    expect(answer(startTraining(target, close, 'id', T0), 'ileion').entries[0]).toMatchObject({ correct: false, almost: null });
    expect(answer(startTraining(target, close, 'id', T0), 'ilionn').entries[0]).toMatchObject({ correct: true, almost: 'Ilion' });
  });

  it('locks the answer once validated', () => {
    let state = answer(startTraining(target, questions, 'id', T0), 'Artère');
    state = typeAnswer(state, 'autre chose');
    expect(state.entries[0]!.userAnswer).toBe('Artère');
    expect(validateAnswer(state)).toBe(state);
  });

  it('records a question left without validating as wrong, keeping what was typed', () => {
    let state = typeAnswer(startTraining(target, questions, 'id', T0), 'Artère');
    state = goNext(state, T0 + 500);
    expect(currentIndex(state)).toBe(1);
    const { review } = summarise(finishTraining(state, T0 + 900));
    expect(review[0]).toMatchObject({ userAnswer: 'Artère', correct: false, rightAnswer: 'Artère' });
    expect(review[1]).toMatchObject({ userAnswer: '', correct: false, rightAnswer: 'Veine' });
  });

  it("ends on the last question's next, with score, rounded percent and duration", () => {
    let state = startTraining(target, questions, 'id', T0);
    state = answer(state, 'artère');
    state = goNext(state, T0 + 1000);
    state = answer(state, 'artère');
    state = goNext(state, T0 + 2000);
    expect(isLastQuestion(state)).toBe(true);
    state = answer(state, 'Capillaire');
    state = goNext(state, T0 + 65_400);
    expect(state.finishedAt).toBe(T0 + 65_400);
    expect(goNext(state, T0 + 99_000)).toBe(state);
    const summary = summarise(state);
    expect(summary).toMatchObject({ total: 3, correct: 2, percent: 67, durationMs: 65_400 });
    expect(formatDuration(summary.durationMs)).toBe('01:05');
  });

  it('gives the record body the server expects', () => {
    let state = startTraining(target, questions, 'association-anat-coeur-abc', T0);
    state = answer(state, 'Artère');
    state = finishTraining(goNext(state, T0 + 400), T0 + 800);
    const body = recordBody(state);
    expect(recordSessionBody.parse(body)).toEqual(body);
    expect(body).toEqual({
      id: 'association-anat-coeur-abc',
      methodId: 'association',
      subjectId: 'anat',
      chapterId: 'coeur',
      startedAt: T0,
      finishedAt: T0 + 800,
      questions: [
        // Each question's time on screen: until the next one, the last until the end.
        { cardId: 'c1', correct: true, userAnswer: 'Artère', rightAnswer: 'Artère', ms: 400 },
        { cardId: 'c2', correct: false, userAnswer: '', rightAnswer: 'Veine', ms: 400 },
      ],
    });
  });

  it('has nothing to ask in an empty chapter', () => {
    const state = startTraining(target, [], 'id', T0);
    expect(state.entries).toEqual([]);
    expect(goNext(state, T0)).toBe(state);
    expect(summarise(state)).toMatchObject({ total: 0, correct: 0, percent: 0 });
  });

  it('writes durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9_999)).toBe('00:09');
    expect(formatDuration(600_000)).toBe('10:00');
  });
});

describe('an answer judged by the server (QCM)', () => {
  const qcm: Question<string>[] = [
    { cardId: 'anat/coeur/card/c1', answers: [], prompt: 'A', kind: 'choice' },
    { cardId: 'anat/coeur/card/c2', answers: [], prompt: 'B', kind: 'choice' },
  ];
  const qcmTarget = { methodId: 'qcm' as const, subjectId: 'anat', chapterId: 'coeur' };

  it('validates the current question with the verdict given, and the question takes on the right answers revealed', () => {
    const ticked = typeAnswer(startTraining(qcmTarget, qcm, 'qcm-1', T0), '[0,2]');
    const almost = settleAnswer(ticked, 0, { verdict: 'almost', answers: ['Artère', 'Aorte'] });
    expect(almost.questions[0]!.answers).toEqual(['Artère', 'Aorte']);
    expect(almost.entries[0]).toMatchObject({ validated: true, correct: true, almost: 'Artère · Aorte', userAnswer: '[0,2]' });
    const body = recordBody(finishTraining(almost, T0 + 5000));
    expect(body.questions[0]).toMatchObject({ cardId: 'anat/coeur/card/c1', kind: 'choice', userAnswer: '[0,2]', correct: true });
    expect(recordSessionBody.safeParse(body).success).toBe(true);
  });

  it('ignores a verdict arriving for a question no longer current, or already validated', () => {
    const started = typeAnswer(startTraining(qcmTarget, qcm, 'qcm-2', T0), '[1]');
    const settled = settleAnswer(started, 0, { verdict: 'wrong', answers: ['Aorte'] });
    expect(settleAnswer(settled, 0, { verdict: 'right', answers: ['Autre'] })).toBe(settled);
    const moved = goNext(started, T0 + 1000);
    expect(settleAnswer(moved, 0, { verdict: 'right', answers: ['Aorte'] })).toBe(moved);
    expect(summarise(finishTraining(settled, T0 + 2000)).review[0]).toMatchObject({ correct: false, rightAnswer: 'Aorte' });
  });
});
