import { describe, expect, it } from 'vitest';
import { foldForCheck } from '../answers/fold';
import { normaliseUserData } from '../data/userData';
import { chapterQuestions, type ItemQuestion } from './build';
import { choiceCredit, choiceQuestion, distractorPool, type ChoiceQuestion } from './choices';
import { seededRandom } from './random';

const square = (x: number) => [{ x, y: 0 }, { x: x + 0.1, y: 0 }, { x: x + 0.1, y: 0.1 }, { x, y: 0.1 }];
const data = normaliseUserData({
  subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'petit', name: 'Petit' }] }],
  cards: {
    'anat.coeur': [
      { id: 'c0', answers: ['Nœud sinusal', 'Nœud de Keith et Flack'], text: 'Pacemaker' },
      { id: 'c1', answers: ['Noeud SINUSAL '], text: 'Doublon plié' },
      { id: 'c2', answers: ['Nœud auriculo-ventriculaire'], text: 'Relais' },
      { id: 'c3', answers: ['Faisceau de His'], text: 'Tronc' },
      { id: 'c4', answers: ['Réseau de Purkinje'], text: 'Fin' },
      { id: 'c5', answers: ['Myocarde'], text: 'Muscle' },
      { id: 'c6', answers: ['Péricarde'], text: 'Enveloppe' },
    ],
    'anat.petit': [
      { id: 'p0', answers: ['Aorte'], text: 'Gros vaisseau' },
      { id: 'p1', answers: ['Veine cave'], text: 'Retour' },
      { id: 'p2', answers: ['aorte'], text: 'Doublon' },
    ],
  },
  zoningSets: {
    'anat.coeur': [
      { id: 'b', imageUrl: 'https://example.org/c.png', legends: ['Aorte', 'Apex', 'Oreillette droite', 'Ventricule gauche', 'Septum'].map((label, i) => ({ id: `z${i}`, label, color: '#6366f1', points: square(i * 0.15) })) },
      { id: 'b2', imageUrl: 'https://example.org/d.png', legends: [{ id: 'y0', label: 'Valve mitrale', color: '#6366f1', points: square(0) }] },
    ],
  },
  mindMaps: {
    'anat.coeur': [{ id: 'm', nodes: ['Cœur', 'Oxygène', 'Sang', 'Poumon', 'Artère'].map((label, i) => ({ id: `n${i}`, label, x: i / 5, y: 0.5 })), edges: [] }],
  },
});
const chapter = chapterQuestions(data, 'anat', 'coeur');
const byId = (key: string) => chapter.find((q) => q.item.key === key)!;
const build = (question: ItemQuestion, format: 'qru' | 'qrm', seed = 'seed', questions = chapter) =>
  choiceQuestion(question, distractorPool(question, questions), format, seededRandom(seed));
const rightTexts = (choice: ChoiceQuestion) => choice.right.map((i) => choice.propositions[i]);

describe('distractors', () => {
  it('come from the other cards of the chapter, the other legends of the board, the other texts of the map', () => {
    expect(distractorPool(byId('card/c0'), chapter)).toEqual(['Noeud SINUSAL', 'Nœud auriculo-ventriculaire', 'Faisceau de His', 'Réseau de Purkinje', 'Myocarde', 'Péricarde']);
    expect(distractorPool(byId('legend/b/z1'), chapter)).toEqual(['Aorte', 'Oreillette droite', 'Ventricule gauche', 'Septum']);
    expect(distractorPool(byId('label/m/n0'), chapter)).toEqual(['Oxygène', 'Sang', 'Poumon', 'Artère']);
  });

  it('never equal a right answer once folded by the answer check, nor one another', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const format of ['qru', 'qrm'] as const) {
        const choice = build(byId('card/c0'), format, String(seed))!;
        const folded = choice.propositions.map(foldForCheck);
        expect(new Set(folded).size).toBe(folded.length);
        const wrong = choice.propositions.filter((_, i) => !choice.right.includes(i)).map(foldForCheck);
        for (const answer of byId('card/c0').answers) expect(wrong).not.toContain(foldForCheck(answer));
      }
    }
  });

  it('are drawn the same way for the same seed, differently for others', () => {
    const question = byId('card/c2');
    expect(build(question, 'qrm', 'a')).toEqual(build(question, 'qrm', 'a'));
    const draws = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(build(question, 'qru', `s${i}`))));
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('QRU and QRM', () => {
  it('shows five propositions, one right in a QRU, the accepted answers right in a QRM', () => {
    const qru = build(byId('card/c0'), 'qru')!;
    expect(qru.propositions).toHaveLength(5);
    expect(rightTexts(qru)).toEqual(['Nœud sinusal']);
    const qrm = build(byId('card/c0'), 'qrm')!;
    expect(qrm.propositions).toHaveLength(5);
    expect(rightTexts(qrm).sort()).toEqual(['Nœud de Keith et Flack', 'Nœud sinusal']);
    expect(build(byId('legend/b/z1'), 'qru')!.propositions).toHaveLength(5);
  });

  it('falls back to four propositions, then to none (a QROC) when the chapter lacks distinct distractors', () => {
    const five = chapter.filter((q) => q.source.kind === 'card' && ['c0', 'c2', 'c3', 'c4'].includes(q.source.card.id));
    expect(build(byId('card/c2'), 'qru', 'x', five)!.propositions).toHaveLength(4);
    const small = chapterQuestions(data, 'anat', 'petit');
    // Aorte's only distinct distractor is « Veine cave »: « aorte » folds like its answer.
    expect(build(small[0]!, 'qru', 'x', small)).toBeNull();
    expect(build(small[0]!, 'qrm', 'x', small)).toBeNull();
    expect(build(byId('legend/b2/y0'), 'qru')).toBeNull();
  });
});

describe('choiceCredit', () => {
  const qrm: ChoiceQuestion = { format: 'qrm', propositions: ['A', 'B', 'C', 'D', 'E'], right: [0, 2] };
  it('gives a QRM 1 with every box right, 0,5 with one discordance, 0 beyond', () => {
    expect(choiceCredit(qrm, [0, 2])).toBe(1);
    expect(choiceCredit(qrm, [2, 0])).toBe(1);
    expect(choiceCredit(qrm, [0])).toBe(0.5);
    expect(choiceCredit(qrm, [0, 2, 4])).toBe(0.5);
    expect(choiceCredit(qrm, [0, 4])).toBe(0);
    expect(choiceCredit(qrm, [])).toBe(0);
    expect(choiceCredit(qrm, [0, 1, 2, 3, 4])).toBe(0);
    expect(choiceCredit(qrm, [0, 2, 7])).toBe(0.5);
  });

  it('gives a QRU 1 only for its right proposition alone', () => {
    const qru: ChoiceQuestion = { format: 'qru', propositions: ['A', 'B', 'C', 'D'], right: [3] };
    expect(choiceCredit(qru, [3])).toBe(1);
    expect(choiceCredit(qru, [])).toBe(0);
    expect(choiceCredit(qru, [2])).toBe(0);
    expect(choiceCredit(qru, [3, 2])).toBe(0);
  });
});
