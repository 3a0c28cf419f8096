import { describe, expect, it } from 'vitest';
import { emptyUserData, type Material } from '../data/userData';
import { drawDuelQuestions, judgeHeld } from './questions';

const material: Material = {
  ...emptyUserData(),
  subjects: [{ id: 's', name: 'Sujet', colorHex: '#6366f1', chapters: [{ id: 'c', name: 'Chapitre' }] }],
  cards: { 's.c': Array.from({ length: 6 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}`, imageUrl: null })) },
  zoningSets: {
    's.c': [
      {
        id: 'b',
        subjectId: 's',
        chapterId: 'c',
        imageUrl: 'https://example.org/b.png',
        title: null,
        createdAt: 0,
        updatedAt: 0,
        legends: [0, 1].map((i) => ({
          id: `z${i}`,
          label: `Zone ${i}`,
          note: null,
          color: '#6366f1',
          format: 'image' as const,
          x: 0,
          y: 0,
          radius: 0,
          points: [{ x: i / 2, y: 0 }, { x: i / 2 + 0.4, y: 0 }, { x: i / 2 + 0.4, y: 0.4 }, { x: i / 2, y: 0.4 }],
        })),
      },
    ],
  },
  mindMaps: {
    's.c': [
      {
        id: 'm',
        subjectId: 's',
        chapterId: 'c',
        title: null,
        backgroundColor: null,
        createdAt: 0,
        updatedAt: 0,
        nodes: [0, 1, 2].map((i) => ({ id: `n${i}`, label: `Nœud ${i}`, color: '#fff', imageUrl: null, annotation: null, x: i, y: 0 })),
        edges: [],
      },
    ],
  },
} as Material;

describe('duel questions', () => {
  it('mixes the kinds asked, and never more than the material gives', () => {
    const drawn = drawDuelQuestions(material, 's', [], ['cards', 'legends', 'blanks'], 6);
    expect(drawn.map((q) => q.kind).sort()).toEqual(['card', 'card', 'label', 'label', 'legend', 'legend']);
    expect(drawDuelQuestions(material, 's', ['c'], ['legends'], 10)).toHaveLength(2);
    expect(drawDuelQuestions(material, 'nope', [], ['cards'], 3)).toEqual([]);
  });

  it('a map is shown without the text of any blank drawn from it; a legend without its zone', () => {
    const drawn = drawDuelQuestions(material, 's', [], ['blanks', 'legends'], 5);
    const text = JSON.stringify(drawn.map((q) => q.view));
    for (const i of [0, 1, 2]) expect(text).not.toContain(`Nœud ${i}`);
    expect(text).not.toContain('"points"');
    const legend = drawn.find((q) => q.view.kind === 'legend')!;
    expect(legend.zone).toHaveLength(4);
  });

  it('judges with the one judge: a typo is « almost » (right), a placement right only inside its zone', () => {
    const [card] = drawDuelQuestions(material, 's', [], ['cards'], 1);
    const expected = card!.answers[0]!;
    expect(judgeHeld(card!, expected)).toMatchObject({ verdict: 'right', correct: true });
    expect(judgeHeld(card!, expected.replace('Réponse', 'Réponze'))).toMatchObject({ verdict: 'almost', correct: true });
    expect(judgeHeld(card!, 'autre chose')).toMatchObject({ correct: false });
    const legend = drawDuelQuestions(material, 's', [], ['legends'], 2).find((q) => q.view.kind === 'legend' && q.view.label === 'Zone 0')!;
    expect(judgeHeld(legend, JSON.stringify({ x: 0.2, y: 0.2 })).correct).toBe(true);
    expect(judgeHeld(legend, JSON.stringify({ x: 0.7, y: 0.2 })).correct).toBe(false);
    expect(judgeHeld(legend, 'pas un point').correct).toBe(false);
  });
});
