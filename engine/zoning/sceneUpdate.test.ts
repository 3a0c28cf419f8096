import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend } from '../../domain/data/zoning';
import { createEditor, deleteLegend, selectLegend } from './editor';
import { editorScene, type ZoneView } from './scene';
import { applySceneUpdate, sceneUpdate } from './sceneUpdate';
import { pointerDown, pointerMove } from './tools';

const square = (id: string, x: number): Legend =>
  withGeometry({ id, label: id, note: null, color: '#6366f1', format: 'image', points: [{ x, y: 0.1 }, { x: x + 0.2, y: 0.1 }, { x: x + 0.2, y: 0.3 }, { x, y: 0.3 }] });

describe('a scene sent to its painter frame by frame', () => {
  // The page's record of what it sent, and the painter's of what it got, across frames.
  const sent = new Map<string, string>();
  const views = new Map<string, ZoneView>();
  const send = (scene: ReturnType<typeof editorScene>) => {
    // A worker gets a copy, never the page's objects.
    const update = structuredClone(sceneUpdate(sent, scene));
    return { update, received: applySceneUpdate(views, update) };
  };
  let state = createEditor([square('a', 0.1), square('b', 0.4), square('c', 0.7)]);

  it('sends every zone the first time, and the painter gets the scene as it is', () => {
    const scene = editorScene(state);
    const { update, received } = send(scene);
    expect(update.changed.map((z) => z.id)).toEqual(['c', 'b', 'a']);
    expect(received).toEqual(scene);
  });

  it('sends only the dragged zone while a vertex moves, the order and marks every time', () => {
    state = pointerDown(state, { point: { x: 0.1, y: 0.1 }, reach: { x: 0.02, y: 0.02 } });
    send(editorScene(state));
    for (const x of [0.12, 0.14, 0.16]) {
      state = pointerMove(state, { x, y: 0.12 });
      const scene = editorScene(state);
      const { update, received } = send(scene);
      expect(update.changed.map((z) => z.id)).toEqual(['a']);
      expect(update.order).toEqual(['c', 'b', 'a']);
      expect(received).toEqual(scene);
    }
  });

  it('sends nothing of an unchanged scene, and reorders without resending', () => {
    const { update } = send(editorScene(state));
    expect(update.changed).toEqual([]);
    // Selecting 'c' brings it to the front and gives it handles: only 'a' and 'c' look different.
    state = selectLegend({ ...state, drag: null }, 'c');
    const scene = editorScene(state);
    const moved = send(scene);
    expect(moved.update.changed.map((z) => z.id).sort()).toEqual(['a', 'c']);
    expect(moved.received).toEqual(scene);
  });

  it('forgets a deleted zone on both sides', () => {
    state = deleteLegend(state, 'b');
    const scene = editorScene(state);
    const { update, received } = send(scene);
    expect(update.order).not.toContain('b');
    expect(received).toEqual(scene);
    expect([...sent.keys()].sort()).toEqual(['a', 'c']);
    expect([...views.keys()].sort()).toEqual(['a', 'c']);
  });
});
