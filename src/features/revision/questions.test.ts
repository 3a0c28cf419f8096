import { describe, expect, it } from 'vitest';
import { normaliseUserData } from '../../../domain/data/userData';
import { encodePlacement } from '../../../domain/questions/placement';
import { startTraining, typeAnswer, validateAnswer } from '../training/session';
import { revisionCheck, revisionQuestions } from './questions';

const data = normaliseUserData({
  subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }, { id: 'carte', name: 'Carte' }] }],
  cards: { 'anat.coeur': [{ id: 'c0', answers: ['Nœud sinusal'], text: 'Pacemaker' }, { id: 'c1', answers: ['Nœud auriculo-ventriculaire'], text: 'Relais' }] },
  zoningSets: {
    'anat.schema': [{
      id: 'b', imageUrl: 'https://example.org/c.png', legends: [
        { id: 'z0', label: 'Aorte', color: '#6366f1', points: [{ x: 0, y: 0 }, { x: 0.2, y: 0 }, { x: 0.2, y: 0.2 }, { x: 0, y: 0.2 }] },
        { id: 'z1', label: 'Apex', color: '#6366f1', points: [] },
      ],
    }],
  },
  mindMaps: { 'anat.carte': [{ id: 'm', nodes: [{ id: 'n0', label: 'Ventricule gauche', x: 0.2, y: 0.2 }], edges: [] }] },
});

describe('revisionQuestions', () => {
  it('asks the queue in its order by memory ids, each kind its own way, and leaves out what cannot be asked', () => {
    const questions = revisionQuestions(data, ['anat/carte/label/m/n0', 'anat/schema/legend/b/z1', 'anat/coeur/card/c0', 'anat/coeur/card/gone', 'anat/schema/legend/b/z0']);
    expect(questions.map((q) => [q.cardId, q.kind, q.prompt.kind, q.answers[0]])).toEqual([
      ['anat/carte/label/m/n0', 'typed', 'label', 'Ventricule gauche'],
      ['anat/coeur/card/c0', 'typed', 'card', 'Nœud sinusal'],
      ['anat/schema/legend/b/z0', 'placement', 'legend', 'Aorte'],
    ]);
  });
});

describe('revisionCheck', () => {
  const questions = revisionQuestions(data, ['anat/coeur/card/c0', 'anat/schema/legend/b/z0', 'anat/carte/label/m/n0']);
  const answer = (index: number, text: string) => {
    const start = startTraining({ methodId: 'revision', subjectId: 'all', chapterId: 'all' }, questions, 's', 0);
    // The question at `index` is the current one, its answer typed.
    const state = typeAnswer({ ...start, entries: questions.slice(0, index + 1).map(() => start.entries[0]!) }, text);
    return validateAnswer(state, revisionCheck(data)(state)).entries[index]!;
  };
  it('judges a card and a map text as their methods do (« Presque ! » on a typo), a legend by its zone', () => {
    expect(answer(0, 'noeud sinusal')).toMatchObject({ correct: true, almost: null });
    expect(answer(0, 'Noeud sinsual')).toMatchObject({ correct: true, almost: 'Nœud sinusal' });
    expect(answer(2, 'Ventricule gauhce')).toMatchObject({ correct: true, almost: 'Ventricule gauche' });
    expect(answer(2, 'Ventricule droit')).toMatchObject({ correct: false });
    expect(answer(1, encodePlacement({ x: 0.1, y: 0.1 }))).toMatchObject({ correct: true });
    expect(answer(1, encodePlacement({ x: 0.5, y: 0.5 }))).toMatchObject({ correct: false });
  });
});
