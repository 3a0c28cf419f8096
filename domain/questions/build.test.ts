import { describe, expect, it } from 'vitest';
import { normaliseUserData } from '../data/userData';
import { memoryItems } from '../memory/items';
import { canName, chapterQuestions, itemQuestions } from './build';
import { placementCheck, typedJudge } from './judge';
import { encodePlacement } from './placement';
import { seededRandom, shuffle } from './random';

const zone = [{ x: 0, y: 0 }, { x: 0.2, y: 0 }, { x: 0.2, y: 0.2 }, { x: 0, y: 0.2 }];
const data = normaliseUserData({
  subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
  cards: { 'anat.coeur': [{ id: 'c0', answers: ['Nœud sinusal'], text: 'Pacemaker' }, { id: 'c1', answers: ['Nœud sinusol'], text: 'Piège' }] },
  zoningSets: {
    'anat.coeur': [{
      id: 'b', imageUrl: 'https://example.org/c.png', legends: [
        { id: 'z0', label: '<b>Aorte</b>', color: '#6366f1', points: zone },
        { id: 'z1', label: 'Apex', color: '#6366f1', points: [] },
        { id: 'z2', label: '', color: '#6366f1', points: zone },
      ],
    }],
  },
  mindMaps: { 'anat.coeur': [{ id: 'm', nodes: [{ id: 'n0', label: 'Ventricule gauche', x: 0.2, y: 0.2 }, { id: 'n1', label: ' ', x: 0.5, y: 0.5 }], edges: [] }] },
});

describe('chapterQuestions', () => {
  it('builds every askable item of a chapter with its memory item and plain answers', () => {
    const questions = chapterQuestions(data, 'anat', 'coeur');
    expect(questions.map((q) => [q.item.id, q.source.kind, q.answers])).toEqual([
      ['anat/coeur/card/c0', 'card', ['Nœud sinusal']],
      ['anat/coeur/card/c1', 'card', ['Nœud sinusol']],
      ['anat/coeur/legend/b/z0', 'legend', ['Aorte']],
      ['anat/coeur/legend/b/z2', 'legend', ['']],
      ['anat/coeur/label/m/n0', 'label', ['Ventricule gauche']],
    ]);
    expect(questions.map(canName)).toEqual([true, true, true, false, true]);
  });

  it('finds the questions of memory items in their order, leaving out what is gone', () => {
    const items = memoryItems(data);
    const wanted = ['anat/coeur/label/m/n0', 'anat/coeur/legend/b/z1', 'anat/coeur/card/c0'].map((id) => items.get(id)!);
    expect(itemQuestions(data, wanted).map((q) => q.item.id)).toEqual(['anat/coeur/label/m/n0', 'anat/coeur/card/c0']);
  });
});

describe('the judge', () => {
  const [c0, , z0] = chapterQuestions(data, 'anat', 'coeur');
  it('judges a typed answer with its chapter as context: no « Presque » when closer to another card', () => {
    const check = typedJudge(data);
    expect(check(c0!)('noeud sinusal', c0!.answers).verdict).toBe('right');
    expect(check(c0!)('Nœud sinusol', c0!.answers).verdict).toBe('wrong');
    expect(check(c0!)('Nœud sinuzal', c0!.answers).verdict).toBe('almost');
    expect(check(z0!)('aorte', z0!.answers).verdict).toBe('right');
  });

  it('judges a placement by the zoning hit test, the outline included', () => {
    const legend = z0!.source.kind === 'legend' ? z0!.source.legend : undefined;
    expect(placementCheck(legend)(encodePlacement({ x: 0.1, y: 0.1 }), ['Aorte']).verdict).toBe('right');
    expect(placementCheck(legend)(encodePlacement({ x: 0.2, y: 0.1 }), ['Aorte']).verdict).toBe('right');
    expect(placementCheck(legend)(encodePlacement({ x: 0.3, y: 0.1 }), ['Aorte']).verdict).toBe('wrong');
    expect(placementCheck(undefined)(encodePlacement({ x: 0.1, y: 0.1 }), ['Aorte']).verdict).toBe('wrong');
  });
});

describe('seededRandom', () => {
  it('repeats its draws for a seed and stays in [0, 1)', () => {
    const a = seededRandom('exam-1');
    const b = seededRandom('exam-1');
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom('exam-2')()).not.toBe(draws[0]);
    expect(shuffle([1, 2, 3, 4, 5], seededRandom('x'))).toEqual(shuffle([1, 2, 3, 4, 5], seededRandom('x')));
  });
});
