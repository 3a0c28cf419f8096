import type { Legend, Point } from '../../domain/data/zoning';
import { richTextToPlain } from '../../domain/richText';
import type { EditorState } from './editor';
import { keyVertexPoint } from './keyboard';
import { polygonOf, vertexAt, type Reach } from './hitTest';
import { overlapsOf } from './overlaps';

/**
 * What a board shows, independent of how it is drawn: zones back to front, handles, the
 * placement marker and the solution marker. The Pixi renderer draws exactly this and redraws
 * only the zones whose `key` changed.
 */
export interface ZoneView {
  id: string;
  points: readonly Point[];
  color: string;
  /** Plain-text label, or '' for none. */
  label: string;
  /** Where the label sits: inside the zone, even a concave one. */
  anchor: Point;
  /** The zone being edited, or the correct zone revealed in practice. */
  emphasis: boolean;
  /** Vertex handles are drawn (and grabbable) on this zone. */
  handles: boolean;
  /** Fewer than 3 points: drawn as an open path. */
  open: boolean;
  /** Drawn on the upper canvas, redrawn alone while a vertex moves: the zone being edited and its overlaps. */
  live: boolean;
  /** Where two zones overlap (`overlapsOf`), drawn over them in the overlap colour. */
  overlap: boolean;
  /** Changes whenever anything drawn for this zone changes. */
  key: string;
}

export type MarkerTone = 'placed' | 'right' | 'wrong';

export interface BoardScene {
  zones: ZoneView[];
  marker: { point: Point; tone: MarkerTone } | null;
  /** Where the right zone is (a point inside it), shown after a wrong placement. */
  solution: Point | null;
  /** The keyboard's crosshair, while the board has keyboard focus. */
  crosshair: Point | null;
  /** The vertex the arrow keys move (ringed). */
  keyVertex: Point | null;
}

/** A scene that changes without React: the renderer reads it after each notification. */
export interface SceneSource {
  get: () => BoardScene;
  subscribe: (listener: () => void) => () => void;
}

interface ZoneOptions {
  label: boolean;
  emphasis: boolean;
  handles: boolean;
  open: boolean;
}

// Legends are immutable: while one vertex is dragged the nine other zones keep their view.
const views = new WeakMap<Legend, { flags: string; view: ZoneView }>();

function zoneView(legend: Legend, options: ZoneOptions): ZoneView {
  const flags = `${options.label ? 1 : 0}${options.emphasis ? 1 : 0}${options.handles ? 1 : 0}${options.open ? 1 : 0}`;
  const cached = views.get(legend);
  if (cached?.flags === flags) return cached.view;
  // A label needs a zone to sit in: none before the third point.
  const label = options.label && legend.points.length >= 3 ? richTextToPlain(legend.label).trim() : '';
  const key = `${legend.color}|${label}|${flags}|${legend.points.map((p) => `${p.x},${p.y}`).join(';')}`;
  const { emphasis, handles, open } = options;
  const view = { id: legend.id, points: legend.points, color: legend.color, label, anchor: polygonOf(legend).anchor, emphasis, handles, open, live: handles, overlap: false, key };
  views.set(legend, { flags, view });
  return view;
}

/**
 * What a pointer at `point` (image units) hovers on a board: a vertex handle within `reach`
 * (the handles are on top), else a closed zone (front first), else nothing.
 */
export function hoverAt(scene: BoardScene, point: Point, reach: Reach): 'handle' | 'zone' | null {
  if (scene.zones.some((zone) => zone.handles && vertexAt(zone.points, point, reach) >= 0)) return 'handle';
  return scene.zones.some((zone) => !zone.open && polygonOf(zone).hitTestPoint(point)) ? 'zone' : null;
}

/** A red apart from the palette's, so that an overlap never reads as a zone. */
export const OVERLAP_COLOUR = '#b91c1c';

/** The editor's board: every legend labelled, the active one emphasised with handles, the list's front drawn on top. */
export function editorScene(state: EditorState): BoardScene {
  const zones = [...state.legends].reverse().map((legend) =>
    zoneView(legend, {
      label: true,
      emphasis: legend.id === state.activeId,
      handles: legend.id === state.activeId,
      open: legend.points.length < 3 || (state.drawing && legend.id === state.activeId),
    }),
  );
  const overlaps = overlapsOf(state.legends).flatMap(({ ids, rings }) => {
    const live = ids.includes(state.activeId ?? '');
    return rings.map((points, i): ZoneView => {
      const key = `overlap|${live ? 1 : 0}|${points.map((p) => `${p.x},${p.y}`).join(';')}`;
      return { id: `overlap:${ids[0]}:${ids[1]}:${i}`, points, color: OVERLAP_COLOUR, label: '', anchor: polygonOf({ points }).anchor, emphasis: false, handles: false, open: false, live, overlap: true, key };
    });
  });
  return { zones: [...zones, ...overlaps], marker: null, solution: null, crosshair: state.crosshair, keyVertex: keyVertexPoint(state) };
}

export interface PracticeView {
  legend: Legend;
  /** « Zones visibles »: every zone of the board outlined, unnamed, while placing. */
  outlines?: readonly Legend[];
  placement: Point | null;
  /** The keyboard's crosshair, or null. */
  crosshair?: Point | null;
  /** null until validated. */
  correct: boolean | null;
}

/**
 * The practice board: nothing is drawn before validation (the zones would give the answer
 * away) but the placement, unless « Zones visibles » outlines every zone, unnamed; afterwards the right zone with its label, and the solution marker
 * inside it when the placement was wrong.
 */
export function practiceScene({ legend, placement, correct, crosshair = null, outlines = [] }: PracticeView): BoardScene {
  const marker = placement ? { point: placement, tone: correct === null ? ('placed' as const) : correct ? ('right' as const) : ('wrong' as const) } : null;
  if (correct === null) {
    const zones = outlines.map((zone) => zoneView(zone, { label: false, emphasis: false, handles: false, open: false }));
    return { zones, marker, solution: null, crosshair, keyVertex: null };
  }
  const zone = zoneView(legend, { label: true, emphasis: true, handles: false, open: false });
  return { zones: [zone], marker, solution: correct ? null : polygonOf(legend).anchor, crosshair: null, keyVertex: null };
}

/**
 * « Nommer la zone »: the zone to name alone on the board, emphasised, its label hidden until the
 * typed answer is validated.
 */
export function namingScene(legend: Legend, validated: boolean): BoardScene {
  const zone = zoneView(legend, { label: validated, emphasis: true, handles: false, open: false });
  return { zones: [zone], marker: null, solution: null, crosshair: null, keyVertex: null };
}
