import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend, type ZoningBoard } from '../../../domain/data/zoning';
import { encodePlacement } from '../../../domain/questions/placement';
import { namingScene, practiceScene } from '../../../engine/zoning/scene';
import { goNext, recordBody, startTraining, summarise, typeAnswer, validateAnswer } from '../training/session';
import { zoningCheck, zoningQuestions } from './practice';

const square = (id: string, x: number, label = `<b>${id}</b>`): Legend =>
  withGeometry({ id, label, note: null, color: '#22c55e', format: 'image', points: [{ x, y: 0.1 }, { x: x + 0.2, y: 0.1 }, { x: x + 0.2, y: 0.3 }, { x, y: 0.3 }] });
const board = (id: string, legends: Legend[]): ZoningBoard => ({ id, subjectId: 's', chapterId: 'c', imageUrl: 'https://e.org/i.png', title: null, legends, createdAt: 1, updatedAt: 1 });

describe('zoning practice', () => {
  const boards = [board('b1', [square('a', 0), square('b', 0.4)]), board('b2', [square('c', 0.7), { ...square('d', 0.1), points: [] }])];

  it('asks every placeable legend of every board once, shuffled, with the plain label as answer', () => {
    const questions = zoningQuestions(boards, () => 0);
    expect(questions.map((q) => q.cardId).sort()).toEqual(['a', 'b', 'c']);
    expect(questions.find((q) => q.cardId === 'a')).toMatchObject({ answers: ['a'], prompt: { board: { id: 'b1' } } });
    expect(zoningQuestions(boards, () => 0.99).map((q) => q.cardId)).not.toEqual(questions.map((q) => q.cardId));
  });

  it('« Dans l’ordre »: the boards’ own order, whatever the random source', () => {
    expect(zoningQuestions(boards, () => 0, true).map((q) => q.cardId)).toEqual(['a', 'b', 'c']);
    expect(zoningQuestions(boards, () => 0.99, true).map((q) => q.cardId)).toEqual(['a', 'b', 'c']);
  });

  it('« Zones visibles »: every zone outlined, unnamed, while placing; only the right one named after', () => {
    const legends = boards[0]!.legends;
    const placing = practiceScene({ legend: legends[0]!, placement: null, correct: null, outlines: legends });
    expect(placing.zones.map((zone) => [zone.id, zone.label])).toEqual([['a', ''], ['b', '']]);
    expect(practiceScene({ legend: legends[0]!, placement: null, correct: null }).zones).toEqual([]);
    const answered = practiceScene({ legend: legends[0]!, placement: { x: 0.1, y: 0.2 }, correct: true, outlines: legends });
    expect(answered.zones.map((zone) => [zone.id, zone.label])).toEqual([['a', 'a']]);
  });

  it('validates a placement inside the zone as right and records it as the server expects', () => {
    const questions = zoningQuestions([board('b1', [square('a', 0), square('b', 0.4)])], () => 0.5);
    let state = startTraining({ methodId: 'image-zoning', subjectId: 's', chapterId: 'c' }, questions, 'image-zoning-s-c-1', 1000);
    const first = questions[0]!.prompt.legend;
    state = typeAnswer(state, encodePlacement({ x: first.x, y: first.y }));
    state = validateAnswer(state, zoningCheck(state));
    state = goNext(state, 2000);
    state = typeAnswer(state, encodePlacement({ x: 0.95, y: 0.95 }));
    state = validateAnswer(state, zoningCheck(state));
    state = goNext(state, 3000);
    expect(state.finishedAt).toBe(3000);
    expect(summarise(state)).toMatchObject({ total: 2, correct: 1, percent: 50, durationMs: 2000 });
    const body = recordBody(state);
    expect(body.questions[1]).toEqual({
      cardId: questions[1]!.cardId,
      correct: false,
      userAnswer: '{"x":0.95,"y":0.95}',
      rightAnswer: questions[1]!.answers[0],
      kind: 'placement',
      ms: 1000,
    });
  });
});

describe('« Nommer la zone »', () => {
  const heart = board('b1', [square('vg', 0, 'Ventricule <i>gauche</i>'), square('ilion', 0.3, 'Ilion'), square('ileon', 0.6, 'Iléon'), { ...square('vide', 0.1), label: ' ' }]);
  const other = board('b2', [square('ilium', 0.1, 'Ilium')]);

  function answer(typed: string[]) {
    const questions = zoningQuestions([heart, other], () => 0, true, 'zone-name');
    let state = startTraining({ methodId: 'image-zoning', subjectId: 's', chapterId: 'c' }, questions, 'image-zoning-s-c-2', 1000);
    typed.forEach((text, i) => {
      state = typeAnswer(state, text);
      state = validateAnswer(state, zoningCheck(state));
      state = goNext(state, 2000 + i * 1000);
    });
    return state;
  }

  it('asks every legend with a zone and a label, its plain label to type', () => {
    const questions = zoningQuestions([heart, other], () => 0, true, 'zone-name');
    expect(questions.map((q) => [q.cardId, q.answers[0], q.kind])).toEqual([
      ['vg', 'Ventricule gauche', 'zone-name'],
      ['ilion', 'Ilion', 'zone-name'],
      ['ileon', 'Iléon', 'zone-name'],
      ['ilium', 'Ilium', 'zone-name'],
    ]);
    // Placing needs no label: the labelless legend stays in « Placer ».
    expect(zoningQuestions([heart], () => 0, true).map((q) => q.cardId)).toEqual(['vg', 'ilion', 'ileon', 'vide']);
  });

  it('judges the typed label like a card: accents and case forgiven, a typo « Presque ! », a wrong label wrong', () => {
    const state = answer(['ventricule gauhce', 'ILION', 'ileon', 'Radius']);
    expect(state.entries.map((entry) => [entry.correct, entry.almost])).toEqual([
      [true, 'Ventricule gauche'],
      [true, null],
      [true, null],
      [false, null],
    ]);
    expect(summarise(state)).toMatchObject({ total: 4, correct: 3 });
    expect(recordBody(state).questions[0]).toEqual({
      cardId: 'vg',
      correct: true,
      userAnswer: 'ventricule gauhce',
      rightAnswer: 'Ventricule gauche',
      kind: 'zone-name',
      ms: 1000,
    });
  });

  it('weighs a typo against the legends of the same board only', () => {
    // « ileion » is as close to « Ilion » as to « Iléon », both on its board: refused.
    // « Iliom » is one slip from « Ilium », alone on its board: forgiven, though as close to « Ilion » on the other board.
    const state = answer(['Ventricule gauche', 'ileion', 'Iléon', 'Iliom']);
    expect(state.entries.map((entry) => entry.correct)).toEqual([true, false, true, true]);
  });

  it('outlines the zone to name alone, unnamed until validated', () => {
    const zone = heart.legends[1]!;
    expect(namingScene(zone, false).zones.map((view) => [view.id, view.label, view.emphasis])).toEqual([['ilion', '', true]]);
    expect(namingScene(zone, true).zones.map((view) => [view.id, view.label])).toEqual([['ilion', 'Ilion']]);
    expect(namingScene(zone, true).marker).toBeNull();
  });
});
