import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend } from '../../domain/data/zoning';
import { addLegend, createEditor, redo, undo, type EditorState } from './editor';
import { announce, arrowKey, deleteKey, enterKey, escapeKey, hideCrosshair, showCrosshair, stepPoint } from './keyboard';

const reach = { x: 0.02, y: 0.02 };
const square: Legend = withGeometry({
  id: 'a',
  label: 'Aorte',
  note: null,
  color: '#6366f1',
  format: 'image',
  points: [{ x: 0.2, y: 0.2 }, { x: 0.4, y: 0.2 }, { x: 0.4, y: 0.4 }, { x: 0.2, y: 0.4 }],
});

describe('keyboard on the board', () => {
  it('moves the crosshair by 1 % (Shift: 10 %), inside the image', () => {
    expect(stepPoint({ x: 0.5, y: 0.5 }, 'ArrowLeft', false)).toEqual({ x: 0.49, y: 0.5 });
    expect(stepPoint({ x: 0.5, y: 0.5 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.6 });
    expect(stepPoint({ x: 0.95, y: 0.02 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0.02 });
    expect(stepPoint({ x: 0.95, y: 0.02 }, 'ArrowUp', false)).toEqual({ x: 0.95, y: 0.01 });
    const state = showCrosshair(createEditor([]));
    expect(state.crosshair).toEqual({ x: 0.5, y: 0.5 });
    expect(arrowKey(state, 'ArrowUp', true).crosshair).toEqual({ x: 0.5, y: 0.4 });
    expect(hideCrosshair(state).crosshair).toBeNull();
  });

  it('draws a shape: Enter adds a point at the crosshair, announced with its number', () => {
    let state = showCrosshair(addLegend(createEditor([]), 'n'));
    state = arrowKey(state, 'ArrowLeft', true);
    const before = state;
    state = enterKey(state, reach);
    expect(state.legends[0]!.points).toEqual([{ x: 0.4, y: 0.5 }]);
    expect(announce(before, state)).toEqual({ kind: 'point-added', number: 1, point: { x: 0.4, y: 0.5 } });
    expect(announce(state, escapeKey(state))).toEqual({ kind: 'drawing-left' });
  });

  it('selects a vertex with Enter, moves it with the arrows as one undo step, deletes it', () => {
    let state: EditorState = { ...createEditor([square]), crosshair: { x: 0.41, y: 0.2 } };
    state = enterKey(state, reach);
    expect(state.keyVertex).toBe(1);
    expect(state.crosshair).toEqual({ x: 0.4, y: 0.2 });
    const selected = state;
    state = arrowKey(arrowKey(state, 'ArrowDown', false), 'ArrowDown', false);
    expect(state.legends[0]!.points[1]).toEqual({ x: 0.4, y: 0.22 });
    expect(announce(selected, state)).toEqual({ kind: 'vertex-moved', number: 2, point: { x: 0.4, y: 0.22 } });
    expect(undo(state).legends[0]!.points[1]).toEqual({ x: 0.4, y: 0.2 });
    expect(redo(undo(state)).legends[0]!.points[1]).toEqual({ x: 0.4, y: 0.22 });
    const removed = deleteKey(state);
    expect(removed.legends[0]!.points).toHaveLength(3);
    expect(announce(state, removed)).toEqual({ kind: 'vertex-removed', number: 2 });
    expect(escapeKey(selected).keyVertex).toBeNull();
  });

  it('Enter away from any vertex selects the zone under the crosshair', () => {
    const other = withGeometry({ ...square, id: 'b', label: 'Veine', points: square.points.map((p) => ({ x: p.x + 0.4, y: p.y })) });
    const state = { ...createEditor([square, other]), crosshair: { x: 0.7, y: 0.3 } };
    const after = enterKey(state, reach);
    expect(after.activeId).toBe('b');
    expect(announce(state, after)).toEqual({ kind: 'legend-selected', label: 'Veine' });
  });
});
