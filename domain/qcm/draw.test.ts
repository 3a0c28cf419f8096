import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForCheck } from '../answers/fold';
import { normaliseUserData } from '../data/userData';
import { chapterQuestions } from '../questions/build';
import { choiceQuestion, distractorPool } from '../questions/choices';
import { seededRandom } from '../questions/random';
import { blanksToHide, drawQcm, QCM_QUESTIONS_PER_SESSION, qcmFormat, qcmItems } from './draw';

const square = (x: number) => [{ x, y: 0 }, { x: x + 0.1, y: 0 }, { x: x + 0.1, y: 0.1 }, { x, y: 0.1 }];
const data = normaliseUserData({
  subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'gros', name: 'Gros' }, { id: 'petit', name: 'Petit' }] }],
  cards: {
    'anat.coeur': [
      { id: 'c0', answers: ['Nœud sinusal', 'Nœud de Keith et Flack'], text: 'Pacemaker' },
      { id: 'c1', answers: ['Nœud auriculo-ventriculaire'], text: 'Relais' },
      { id: 'c2', answers: ['Faisceau de His'], text: 'Tronc' },
      { id: 'c3', answers: ['Réseau de Purkinje'], text: 'Fin' },
      { id: 'c4', answers: ['Myocarde', 'myocarde '], text: 'Muscle' },
    ],
    'anat.gros': Array.from({ length: 40 }, (_, i) => ({ id: `g${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` })),
    'anat.petit': [
      { id: 'p0', answers: ['Aorte'], text: 'Gros vaisseau' },
      { id: 'p1', answers: ['Veine cave'], text: 'Retour' },
      { id: 'p2', answers: ['aorte'], text: 'Doublon' },
    ],
  },
  zoningSets: {
    'anat.coeur': [
      { id: 'b', imageUrl: 'https://example.org/c.png', legends: ['Aorte', 'Apex', 'Septum', 'Oreillette'].map((label, i) => ({ id: `z${i}`, label, color: '#6366f1', points: square(i * 0.2) })) },
      { id: 'b2', imageUrl: 'https://example.org/d.png', legends: ['Valve', 'Cordage'].map((label, i) => ({ id: `y${i}`, label, color: '#6366f1', points: square(i * 0.2) })) },
    ],
  },
  mindMaps: {
    'anat.coeur': [{
      id: 'm',
      nodes: ['Cœur', 'Oxygène', 'Sang', 'Poumon', 'Artère'].map((label, i) => ({ id: `n${i}`, label, x: i / 5, y: 0.5 })),
      edges: [{ id: 'e0', fromId: 'n0', toId: 'n2', labelAbove: 'pompe', labelBelow: null }],
    }],
  },
});
const coeur = chapterQuestions(data, 'anat', 'coeur');
const byKey = (key: string) => coeur.find((q) => q.item.key === key)!;

describe('which items a QCM can ask', () => {
  it('asks a card with several distinct answers as a QRM, anything else as a QRU', () => {
    expect(qcmFormat(byKey('card/c0'))).toBe('qrm');
    // « myocarde » folds like « Myocarde »: one answer.
    expect(qcmFormat(byKey('card/c4'))).toBe('qru');
    expect(qcmFormat(byKey('legend/b/z0'))).toBe('qru');
    expect(qcmFormat(byKey('label/m/n0'))).toBe('qru');
  });

  it('keeps the items whose pool gives enough distinct distractors: not a board of two legends, nor a chapter of two distinct answers', () => {
    expect(qcmItems(coeur).map((q) => q.item.key)).toEqual([
      'card/c0', 'card/c1', 'card/c2', 'card/c3', 'card/c4',
      'legend/b/z0', 'legend/b/z1', 'legend/b/z2', 'legend/b/z3',
      'label/m/n0', 'label/m/n1', 'label/m/n2', 'label/m/n3', 'label/m/n4', 'label/m/e0%3Aabove',
    ]);
    expect(qcmItems(chapterQuestions(data, 'anat', 'petit'))).toEqual([]);
  });

  it('agrees with the builder on any chapter: an item is kept exactly when it gives a QRU or QRM', () => {
    // Few distinct words, so that answers collide once folded as often as they differ.
    const word = fc.constantFrom('Aorte', 'aorte', 'Apex', 'Septum', 'Nœud', 'noeud', 'Valve', 'Cœur', ' ', 'Péricarde', 'pericarde');
    const card = fc.array(word, { minLength: 1, maxLength: 4 });
    const board = fc.array(word, { minLength: 0, maxLength: 7 });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 9 }), fc.array(board, { maxLength: 3 }), fc.array(word, { maxLength: 7 }), (cards, boards, nodes) => {
        const material = normaliseUserData({
          subjects: [{ id: 's', name: 'S', chapters: [{ id: 'c', name: 'C' }] }],
          cards: { 's.c': cards.map((answers, i) => ({ id: `c${i}`, answers, text: `Q${i}` })) },
          zoningSets: { 's.c': boards.map((labels, b) => ({ id: `b${b}`, imageUrl: 'https://example.org/b.png', legends: labels.map((label, i) => ({ id: `b${b}z${i}`, label, color: '#6366f1', points: square(i * 0.1) })) })) },
          mindMaps: { 's.c': [{ id: 'm', nodes: nodes.map((label, i) => ({ id: `n${i}`, label, x: 0.5, y: 0.5 })), edges: [] }] },
        });
        const chapter = chapterQuestions(material, 's', 'c');
        const kept = new Set(qcmItems(chapter));
        for (const question of chapter) {
          const built = choiceQuestion(question, distractorPool(question, chapter), qcmFormat(question), seededRandom(question.item.id));
          expect(kept.has(question), question.item.key).toBe(built !== null);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('drawQcm', () => {
  it('draws every askable item once, in a seeded order, with 4 or 5 propositions and a right answer among them', () => {
    const drawn = drawQcm(coeur, seededRandom('a'));
    expect(drawn.map((d) => d.question.item.key).sort()).toEqual(qcmItems(coeur).map((q) => q.item.key).sort());
    expect(drawQcm(coeur, seededRandom('a'))).toEqual(drawn);
    expect(drawQcm(coeur, seededRandom('b')).map((d) => d.question.item.key)).not.toEqual(drawn.map((d) => d.question.item.key));
    for (const { question, choice } of drawn) {
      expect(choice.propositions.length).toBeGreaterThanOrEqual(4);
      expect(choice.propositions.length).toBeLessThanOrEqual(5);
      expect(choice.format).toBe(qcmFormat(question));
      const answers = question.answers.map(foldForCheck);
      expect(choice.right.every((i) => answers.includes(foldForCheck(choice.propositions[i]!)))).toBe(true);
      expect(choice.propositions.filter((_, i) => !choice.right.includes(i)).some((p) => answers.includes(foldForCheck(p)))).toBe(false);
    }
    const qrm = drawn.find((d) => d.question.item.key === 'card/c0')!.choice;
    expect(qrm.right).toHaveLength(2);
  });

  it('asks at most 20 questions, and none of a chapter too small for distinct distractors', () => {
    const gros = chapterQuestions(data, 'anat', 'gros');
    expect(drawQcm(gros, seededRandom('x'))).toHaveLength(QCM_QUESTIONS_PER_SESSION);
    expect(drawQcm(chapterQuestions(data, 'anat', 'petit'), seededRandom('x'))).toEqual([]);
  });
});

describe('blanksToHide', () => {
  it('hides the map texts that are among the propositions, so the map never gives the answer away', () => {
    const drawn = drawQcm(coeur, seededRandom('m'));
    const map = drawn.find((d) => d.question.item.key === 'label/m/n1')!;
    const hidden = blanksToHide(map);
    const texts = new Map([['n0', 'Cœur'], ['n1', 'Oxygène'], ['n2', 'Sang'], ['n3', 'Poumon'], ['n4', 'Artère'], ['e0:above', 'pompe']]);
    expect([...hidden].map((id) => texts.get(id)).sort()).toEqual([...map.choice.propositions].sort());
    expect(hidden.has('n1')).toBe(true);
    expect(blanksToHide(drawn.find((d) => d.question.source.kind === 'card')!).size).toBe(0);
  });
});
