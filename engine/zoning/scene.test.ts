import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend } from '../../domain/data/zoning';
import { createEditor } from './editor';
import { editorScene, hoverAt, practiceScene } from './scene';

const square = (id: string, x: number): Legend =>
  withGeometry({ id, label: id, note: null, color: '#6366f1', format: 'image', points: [{ x, y: 0.1 }, { x: x + 0.2, y: 0.1 }, { x: x + 0.2, y: 0.3 }, { x, y: 0.3 }] });
const reach = { x: 0.02, y: 0.02 };

describe('what the pointer hovers', () => {
  // 'a' is active (handles), 'b' is a still zone.
  const scene = editorScene(createEditor([square('a', 0.1), square('b', 0.5)]));

  it('finds a handle of the edited zone within reach, before the zone under it', () => {
    expect(hoverAt(scene, { x: 0.11, y: 0.11 }, reach)).toBe('handle');
    expect(hoverAt(scene, { x: 0.2, y: 0.2 }, reach)).toBe('zone');
  });

  it('finds no handle on a zone without handles, only the zone', () => {
    expect(hoverAt(scene, { x: 0.5, y: 0.1 }, reach)).toBe('zone');
    expect(hoverAt(scene, { x: 0.45, y: 0.1 }, reach)).toBeNull();
  });

  it('ignores an open zone (fewer than 3 points) and a board without zones', () => {
    const open = editorScene({ ...createEditor([withGeometry({ ...square('c', 0.1), points: [{ x: 0.1, y: 0.1 }, { x: 0.3, y: 0.3 }] })]), activeId: null });
    expect(hoverAt(open, { x: 0.2, y: 0.2 }, reach)).toBeNull();
    expect(hoverAt(practiceScene({ legend: square('a', 0.1), placement: null, correct: null }), { x: 0.2, y: 0.2 }, reach)).toBeNull();
  });
});
