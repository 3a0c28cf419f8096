import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend } from '../../domain/data/zoning';
import { editorScene } from './scene';
import { EditorStore } from './store';
import { pointerDown, pointerMove, pointerUp } from './tools';

const square = (id: string, x: number): Legend =>
  withGeometry({ id, label: id, note: null, color: '#6366f1', format: 'image', points: [{ x, y: 0.1 }, { x: x + 0.2, y: 0.1 }, { x: x + 0.2, y: 0.3 }, { x, y: 0.3 }] });
const reach = { x: 0.02, y: 0.02 };

describe('editor store', () => {
  it('notifies on each change only, and a drag is one undo step', () => {
    const store = new EditorStore([square('a', 0.1), square('b', 0.5)]);
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    store.dispatch((s) => s);
    expect(heard).toBe(0);
    store.dispatch((s) => pointerDown(s, { point: { x: 0.1, y: 0.1 }, reach }));
    for (let i = 1; i <= 5; i++) store.dispatch((s) => pointerMove(s, { x: 0.1 - i / 100, y: 0.1 }));
    store.dispatch(pointerUp);
    expect(heard).toBe(7);
    expect(store.get().legends[0]!.points[0]).toEqual({ x: 0.05, y: 0.1 });
    expect(store.get().history.past).toHaveLength(1);
    stop();
    store.load([]);
    expect(heard).toBe(7);
    expect(store.get().legends).toEqual([]);
  });

  it('keeps the scene view of every zone but the dragged one, so the renderer redraws only that zone', () => {
    const store = new EditorStore([square('a', 0.1), square('b', 0.5)]);
    store.dispatch((s) => pointerDown(s, { point: { x: 0.1, y: 0.1 }, reach }));
    const before = editorScene(store.get());
    store.dispatch((s) => pointerMove(s, { x: 0.12, y: 0.12 }));
    const after = editorScene(store.get());
    const byId = (scene: typeof before, id: string) => scene.zones.find((zone) => zone.id === id)!;
    expect(byId(after, 'b')).toBe(byId(before, 'b'));
    expect(byId(after, 'a').key).not.toBe(byId(before, 'a').key);
  });
});
