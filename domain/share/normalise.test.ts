import { describe, expect, it } from 'vitest';
import { normaliseSharePayload, shareItemCount } from './normalise';

const ok = (input: unknown) => {
  const result = normaliseSharePayload(input, 1000);
  if (!result.ok) throw new Error(result.error);
  return result.payload;
};

describe('normaliseSharePayload', () => {
  it('keeps #rrggbb colours and falls back to the defaults (#6366f1, edges #94a3b8)', () => {
    const payload = ok({
      type: 'mindmap-set',
      map: {
        nodes: [{ label: 'A', color: '#ABCDEF' }, { label: 'B', color: 'blue' }],
        edges: [{ fromIndex: 0, toIndex: 1, color: '#12' }],
      },
    });
    if (payload.type !== 'mindmap-set') throw new Error(payload.type);
    expect(payload.map.nodes.map((n) => n.color)).toEqual(['#abcdef', '#6366f1']);
    expect(payload.map.edges[0]!.color).toBe('#94a3b8');
  });

  it('clamps coordinates to 0..1 and indices to 0..999, dropping edges to missing nodes', () => {
    const payload = ok({
      type: 'mindmap-set',
      map: {
        nodes: [{ label: 'A', position: { x: -4, y: 9 } }, { label: 'B' }],
        edges: [{ fromIndex: 0, toIndex: 1 }, { fromIndex: 0, toIndex: 5000 }, { fromIndex: 1, toIndex: -1 }],
      },
    });
    if (payload.type !== 'mindmap-set') throw new Error(payload.type);
    expect(payload.map.nodes[0]!.position).toEqual({ x: 0, y: 1 });
    expect(payload.map.edges).toHaveLength(1);
  });

  it('pads a short imported legend to 3 points and drops boards without image or legends', () => {
    const payload = ok({
      type: 'zoning-collection',
      sets: [
        { imageUrl: 'https://example.org/a.png', legends: [{ label: 'VG', points: [{ x: 0.5, y: 0.5 }] }] },
        { imageUrl: '', legends: [{ label: 'x', points: [{ x: 0, y: 0 }] }] },
        { imageUrl: 'https://example.org/b.png', legends: [] },
      ],
    });
    if (payload.type !== 'zoning-collection') throw new Error(payload.type);
    expect(payload.sets).toHaveLength(1);
    expect(payload.sets[0]!.legends[0]!.points).toHaveLength(3);
    expect(shareItemCount(payload)).toBe(1);
  });

  it('merges answers and drops cards without answer or description', () => {
    const payload = ok({ type: 'association-training', cards: [{ answer: 'Aorte', answers: ['aorte', 'Aorta'], text: 'x' }, { answer: '', text: 'y' }] });
    if (payload.type !== 'association-training') throw new Error(payload.type);
    expect(payload.cards).toEqual([{ answer: 'Aorte', answers: ['Aorte', 'Aorta'], text: 'x', imageUrl: null }]);
  });

  it('sanitises rich text in every field', () => {
    const payload = ok({ type: 'association-card', card: { answer: 'a', text: '<img src=x onerror=alert(1)><b>ok</b>' } });
    if (payload.type !== 'association-card') throw new Error(payload.type);
    expect(payload.card.text).toBe('<b>ok</b>');
  });
});
