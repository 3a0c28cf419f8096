import { describe, expect, it } from 'vitest';
import {
  activeLegend,
  addLegend,
  canAddLegend,
  canFinishShape,
  createEditor,
  deleteLegend,
  finishShape,
  leaveDrawing,
  redo,
  removeLastPoint,
  removePoint,
  resetLegend,
  selectLegend,
  undo,
  updateLegend,
  type EditorState,
} from './editor';
import { GestureTracker, type GestureEvent } from './gestures';
import { doubleClick, pointerCancel, pointerDown, pointerMove, pointerUp } from './tools';
import { IDENTITY_VIEW, screenToImage } from './viewport';

/** Drives the editor like a browser would, on a 500 × 400 px board: pixel positions in, state out. */
class Driver {
  state: EditorState = createEditor();
  private readonly gestures = new GestureTracker();
  private readonly size = { width: 500, height: 400 };
  private clock = 0;
  private nextId = 1;
  private reach = { x: 8 / 500, y: 8 / 400 };

  add(): this {
    this.state = addLegend(this.state, `legend-${this.nextId++}`);
    return this;
  }
  click(x: number, y: number): this {
    this.clock += 1000;
    this.feed(this.gestures.down(1, { x, y }, this.clock, IDENTITY_VIEW));
    this.feed(this.gestures.up(1, IDENTITY_VIEW));
    return this;
  }
  doubleClick(x: number, y: number): this {
    this.clock += 1000;
    this.feed(this.gestures.down(1, { x, y }, this.clock, IDENTITY_VIEW));
    this.feed(this.gestures.up(1, IDENTITY_VIEW));
    this.feed(this.gestures.down(1, { x, y }, this.clock + 120, IDENTITY_VIEW));
    this.feed(this.gestures.up(1, IDENTITY_VIEW));
    return this;
  }
  drag(from: [number, number], ...path: [number, number][]): this {
    this.clock += 1000;
    this.feed(this.gestures.down(1, { x: from[0], y: from[1] }, this.clock, IDENTITY_VIEW));
    for (const [x, y] of path) this.feed(this.gestures.move(1, { x, y }, this.size));
    this.feed(this.gestures.up(1, IDENTITY_VIEW));
    return this;
  }
  /** A finger goes down and drags, then a second finger lands: a pinch takes over. */
  dragThenPinch(from: [number, number], to: [number, number]): GestureEvent[] {
    this.clock += 1000;
    this.feed(this.gestures.down(1, { x: from[0], y: from[1] }, this.clock, IDENTITY_VIEW));
    this.feed(this.gestures.move(1, { x: to[0], y: to[1] }, this.size));
    const events = this.gestures.down(2, { x: 300, y: 300 }, this.clock + 50, IDENTITY_VIEW);
    this.feed(events);
    const view = this.gestures.move(2, { x: 400, y: 350 }, this.size);
    this.gestures.up(1, IDENTITY_VIEW);
    this.gestures.up(2, IDENTITY_VIEW);
    return [...events, ...view];
  }
  points(): [number, number][] {
    return (activeLegend(this.state)?.points ?? []).map((p) => [Math.round(p.x * 500), Math.round(p.y * 400)]);
  }
  private feed(events: GestureEvent[]): void {
    for (const event of events) {
      const input = (screen: { x: number; y: number }) => ({ point: screenToImage(IDENTITY_VIEW, screen, this.size), reach: this.reach });
      if (event.kind === 'press') this.state = pointerDown(this.state, input(event.screen));
      else if (event.kind === 'move') this.state = pointerMove(this.state, input(event.screen).point);
      else if (event.kind === 'release') this.state = pointerUp(this.state);
      else if (event.kind === 'cancel') this.state = pointerCancel(this.state);
      else if (event.kind === 'double') this.state = doubleClick(this.state, input(event.screen));
    }
  }
}

describe('drawing a shape', () => {
  it('adds a point per click, finishes at 3 points or more, and stops at 10', () => {
    const d = new Driver().add();
    expect(d.state.drawing).toBe(true);
    d.click(100, 100).click(200, 100);
    expect(canFinishShape(d.state)).toBe(false);
    expect(finishShape(d.state)).toBe(d.state);
    d.click(150, 200);
    expect(d.points()).toEqual([[100, 100], [200, 100], [150, 200]]);
    for (let i = 0; i < 9; i++) d.click(20 + i * 40, 300);
    expect(d.points()).toHaveLength(10);
    d.state = finishShape(d.state);
    expect(d.state.drawing).toBe(false);
  });

  it('draws a concave zone and selects it by clicking inside, not in its notch', () => {
    const d = new Driver().add();
    for (const [x, y] of [[50, 50], [150, 50], [150, 250], [350, 250], [350, 50], [450, 50], [450, 350], [50, 350]] as const) d.click(x, y);
    d.state = finishShape(d.state);
    const concave = d.state.activeId;
    d.add().click(200, 100).click(300, 100).click(250, 200);
    d.state = finishShape(d.state);
    expect(d.state.legends[0]!.id).not.toBe(concave);
    d.click(250, 220); // in the notch, outside both zones: nothing changes
    expect(d.state.legends[0]!.id).not.toBe(concave);
    d.click(400, 300);
    expect(d.state.activeId).toBe(concave);
    expect(d.state.legends[0]!.id).toBe(concave);
  });

  it('keeps clicks outside the image on its edge', () => {
    const d = new Driver().add().click(-40, 10).click(600, 500).click(250, 450);
    expect(d.points()).toEqual([[0, 10], [500, 400], [250, 400]]);
  });
});

describe('editing points', () => {
  const triangle = () => {
    const d = new Driver().add().click(100, 100).click(300, 100).click(200, 300);
    d.state = finishShape(d.state);
    return d;
  };

  it('drags a vertex as one undoable step', () => {
    const d = triangle().drag([301, 99], [320, 120], [340, 140], [360, 160]);
    expect(d.points()).toEqual([[100, 100], [360, 160], [200, 300]]);
    d.state = undo(d.state);
    expect(d.points()).toEqual([[100, 100], [300, 100], [200, 300]]);
    d.state = redo(d.state);
    expect(d.points()[1]).toEqual([360, 160]);
  });

  it('a press on a vertex without moving, while drawing, adds no point', () => {
    const d = new Driver().add().click(100, 100).click(300, 100).click(100, 100);
    expect(d.points()).toHaveLength(2);
  });

  it('removes a point by double-click, by its chip, and the last one', () => {
    const d = triangle().click(250, 250);
    d.state = resetLegend(d.state);
    expect(d.points()).toEqual([]);
    d.state = undo(d.state);
    d.doubleClick(300, 100);
    expect(d.points()).toEqual([[100, 100], [200, 300]]);
    d.state = undo(d.state);
    d.state = removePoint(d.state, d.state.activeId!, 0);
    expect(d.points()).toEqual([[300, 100], [200, 300]]);
    d.state = removeLastPoint(d.state);
    expect(d.points()).toEqual([[300, 100]]);
  });

  it('a second finger cancels a drag without leaving an undo step, and pinches instead', () => {
    const d = triangle();
    const steps = d.state.history.past.length;
    const events = d.dragThenPinch([100, 100], [140, 140]);
    expect(events.map((e) => e.kind)).toEqual(['cancel', 'view']);
    expect(d.points()[0]).toEqual([100, 100]);
    expect(d.state.history.past).toHaveLength(steps);
    expect(d.state.drag).toBeNull();
  });
});

describe('legends', () => {
  it('selecting a legend moves it to the front; drawing blocks adding; 10 at most', () => {
    const d = new Driver().add();
    expect(canAddLegend(d.state)).toBe(false);
    d.state = leaveDrawing(d.state);
    for (let i = 0; i < 9; i++) d.state = leaveDrawing(d.add().state);
    expect(d.state.legends).toHaveLength(10);
    expect(canAddLegend(d.state)).toBe(false);
    const last = d.state.legends[9]!.id;
    d.state = selectLegend(d.state, last);
    expect(d.state.legends[0]!.id).toBe(last);
    expect(d.state.activeId).toBe(last);
    expect(new Set(d.state.legends.map((l) => l.color)).size).toBe(8);
  });

  it('typing a label is one undo step; colour, note and deletion are undoable too', () => {
    const d = new Driver().add();
    const id = d.state.activeId!;
    for (const label of ['V', 'Ve', 'Vei', 'Veine']) d.state = updateLegend(d.state, id, { label });
    d.state = updateLegend(d.state, id, { color: '#123456' });
    d.state = updateLegend(d.state, id, { note: 'cave' });
    d.state = deleteLegend(d.state, id);
    expect(d.state.legends).toEqual([]);
    d.state = undo(d.state);
    expect(activeLegend(d.state)).toMatchObject({ label: 'Veine', color: '#123456', note: 'cave' });
    d.state = undo(undo(d.state));
    expect(activeLegend(d.state)).toMatchObject({ label: 'Veine', note: null });
    d.state = undo(d.state);
    expect(activeLegend(d.state)?.label).toBe('');
    d.state = undo(d.state);
    expect(d.state.legends).toEqual([]);
    d.state = redo(redo(d.state));
    expect(activeLegend(d.state)?.label).toBe('Veine');
  });

  it('keeps derived centroid and radius in step with the points', () => {
    const d = new Driver().add().click(100, 100).click(300, 100).click(300, 300).click(100, 300);
    const legend = activeLegend(d.state)!;
    expect(legend.x).toBeCloseTo(0.4);
    expect(legend.y).toBeCloseTo(0.5);
    expect(legend.radius).toBeGreaterThan(0);
  });
});
