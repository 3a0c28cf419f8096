/** Mind-map constants of spec part 2 §9, in canvas pixels unless told otherwise. */

/** Stored positions are 0..1 of this fixed virtual canvas. */
export const MIND_MAP_CANVAS = { width: 1600, height: 1000 } as const;

export const NODE_CARD = { width: 200, height: 100, heightWithImage: 160, maxHeight: 320 } as const;

/** The spec's zoom range; a frame too narrow for the whole map at 0.45 (a phone) goes lower, see `zoomFloor`. */
export const MIND_MAP_ZOOM = { min: 0.45, max: 2.75, wheelStep: 1.12 } as const;

/**
 * The smallest font size a map draws at 100 %, in canvas pixels: arrow texts and annotations
 * (mindmap.css sets them from this figure: keep the two together).
 */
export const MIND_MAP_TEXT = { smallestPx: 14 } as const;

/** Curve offset of the first pair of parallel edges, and its growth per further pair. */
export const EDGE_CURVE = { offset: 70, factor: 1.18 } as const;

export const ARROW = { stroke: 3, headLength: 14, headWidth: 11 } as const;

/** Distance from an edge's middle to the anchor of its text above (or below). */
export const EDGE_LABEL_GAP = 16;

/**
 * How far the texts of a curved (parallel) edge slide along the line, one way for each side of
 * the pair: the texts facing each other between two curves then sit at different heights.
 */
export const EDGE_LABEL_STAGGER = 14;
