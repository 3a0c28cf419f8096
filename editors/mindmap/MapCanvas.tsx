import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type { MindMapEdge, MindMapNode } from '../../domain/data/mindMaps';
import type { Vec } from '../../engine/geometry/vec';
import { edgeGeometry, type EdgeGeometry, type NodeBox } from '../../engine/mindmap/edgeGeometry';
import { fitViewport, mapBounds, openingViewport, scaleViewport, viewportShowing, zoomFloor, type FrameSize, type MapViewport } from '../../engine/mindmap/viewport';
import { ArrowPath, ArrowTexts } from './ArrowView';
import { CardContentsContext, createCardContents } from './cardContents';
import { attachCardGestures } from './cardGestures';
import { createCardBuilder, reuseCards, toArrowEdges, type ArrowCache, type ArrowEdge, type CardNode, type MapSlots } from './canvasModel';
import { NodeCard } from './NodeCard';
import { attachViewportGestures, viewportTransform, type ViewportGestures } from './viewportGestures';

/** How far one press of the zoom buttons zooms in or out. */
const BUTTON_ZOOM = 1.2;

export interface MapCanvasLabels {
  label: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  hint: string;
  /** The hint on a touch screen. */
  touchHint: string;
  /** The accessible names of the editor's cards and arrows (numbered from 1, as in the lists). */
  card: (n: number) => string;
  arrow: (n: number) => string;
}

interface MapCanvasProps {
  nodes: readonly MindMapNode[];
  edges: readonly MindMapEdge[];
  background: string;
  slots: MapSlots;
  labels: MapCanvasLabels;
  /** The editor's canvas: cards are dragged and linked, cards and arrows selected and focused. */
  editable?: boolean;
  activeId?: string | null;
  /** A card was dropped: its new centre in canvas pixels. */
  onMoveNode?: (id: string, centre: Vec) => void;
  /** An arrow was drawn from one card's handle to another card. */
  onConnect?: (fromId: string, toId: string) => void;
  onSelect?: (id: string, kind: 'node' | 'edge') => void;
  /** A double-click on the empty canvas: a new node centred there (canvas pixels). */
  onAddNode?: (centre: Vec) => void;
  /** Where a map too big to open whole at a readable zoom is centred (canvas pixels): its middle by default. */
  focus?: Vec;
}

/**
 * The mind map drawn on a canvas of its own: cards placed in one layer, arrows in one SVG, their
 * texts in a layer above the cards, all inside one viewport element whose transform is the pan and
 * zoom. Pan and zoom write that transform directly (viewportGestures.ts); dragging and linking
 * cards are handled once for all cards (cardGestures.ts); a keystroke in a card redraws that card
 * alone (card contents). The cards' sizes are computed, never measured.
 */
export const MapCanvas = memo(function MapCanvas(props: MapCanvasProps) {
  const { nodes, edges, background, slots, labels, editable = false, activeId = null } = props;
  const frame = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const cardLayer = useRef<HTMLDivElement>(null);
  const arrowLayer = useRef<SVGSVGElement>(null);
  const gestures = useRef<ViewportGestures | null>(null);
  // The handlers of the latest props, for listeners attached once.
  const handlers = useRef(props);
  handlers.current = props;

  // The viewport lives here and in the layer's transform, not in React state: a pan or a zoom
  // draws nothing again.
  const viewport = useRef<MapViewport>({ x: 0, y: 0, zoom: 1 });
  const setViewport = useCallback((next: MapViewport) => {
    viewport.current = next;
    if (layer.current) layer.current.style.transform = viewportTransform(next);
    gestures.current?.placed(next);
  }, []);
  /** The viewport, once a gesture still ahead of it has been handed over. */
  const settled = useCallback(() => {
    gestures.current?.settle();
    return viewport.current;
  }, []);
  /** A point of the page (client pixels) in canvas pixels. */
  const toCanvas = useCallback(
    (client: Vec): Vec => {
      const box = area.current!.getBoundingClientRect();
      const { x, y, zoom } = settled();
      return { x: (client.x - box.left - x) / zoom, y: (client.y - box.top - y) / zoom };
    },
    [settled],
  );

  // The cards' texts follow the map at each render, and the cards whose node or slots changed
  // redraw before paint; the cards themselves change only when one moves, grows or is selected.
  const [contents] = useState(createCardContents);
  contents.take(nodes, slots);
  useLayoutEffect(() => contents.notify());
  // A card dropped or moved by the keyboard stays where it was put until the map's nodes come
  // back with it (the editor's store tells the canvas in the next frame); cards rebuilt from new
  // nodes are taken in during this render, those drawn alike kept as they are.
  const [buildCards] = useState(createCardBuilder);
  const built = useMemo(() => buildCards(nodes, activeId, slots.status), [buildCards, nodes, slots, activeId]);
  const [cards, setCards] = useState(built);
  const [takenIn, setTakenIn] = useState(built);
  if (takenIn !== built) {
    setTakenIn(built);
    setCards(reuseCards(built, cards));
  }
  // The card being dragged, drawn where the pointer has it until it is dropped.
  const [dragged, setDragged] = useState<{ id: string; position: Vec } | null>(null);
  const shown = useMemo(
    () => (dragged ? cards.map((card) => (card.id === dragged.id ? { ...card, position: dragged.position } : card)) : cards),
    [cards, dragged],
  );
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const [arrowCache] = useState<ArrowCache>(() => new WeakMap());
  const arrows = useMemo(() => toArrowEdges(edges, slots, activeId, arrowCache), [edges, slots, activeId, arrowCache]);
  const [geometries] = useState(createGeometries);
  const shapes = geometries.of(arrows, shown);
  // An arrow being drawn from a handle, in canvas pixels.
  const [line, setLine] = useState<{ from: Vec; to: Vec } | null>(null);

  // The frame's size decides the fit and how far out one may zoom (the whole map, at least).
  const [frameSize, setFrameSize] = useState<FrameSize>({ width: 0, height: 0 });
  const bounds = useMemo(() => mapBounds(nodes), [nodes]);
  const floor = zoomFloor(bounds, frameSize);
  const fitting = useRef({ bounds, frameSize, floor, focus: props.focus });
  fitting.current = { bounds, frameSize, floor, focus: props.focus };
  /** The whole map (the fit button). */
  const fit = useCallback(() => {
    const { bounds: box, frameSize: size } = fitting.current;
    gestures.current?.settle();
    if (box && size.width > 0 && size.height > 0) setViewport(fitViewport(box, size));
  }, [setViewport]);
  /** The whole map if its texts are readable so, else the readable zoom, centred (openingViewport). */
  const open = useCallback(() => {
    const { bounds: box, frameSize: size, focus } = fitting.current;
    gestures.current?.settle();
    if (box && size.width > 0 && size.height > 0) setViewport(openingViewport(box, size, focus));
  }, [setViewport]);

  // The map opens before it is first painted; a card added or removed is brought into view with
  // the rest; so is the map when the frame changes width (a phone turned).
  const count = nodes.length;
  const fittedCount = useRef(-1);
  // A card put down by a double-click is where the student looks: the view stays as it is.
  const placedInView = useRef(false);
  useLayoutEffect(() => {
    if (fittedCount.current === count || frameSize.width === 0) return;
    fittedCount.current = count;
    if (placedInView.current) placedInView.current = false;
    else open();
  }, [count, frameSize.width, open]);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setFrameSize((size) => (size.width === element.clientWidth && size.height === element.clientHeight ? size : { width: element.clientWidth, height: element.clientHeight }));
    measure();
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      measure();
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      open();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  // Pan, pinch and wheel zoom write the viewport's transform directly while they last: no React
  // render per pointer move or wheel notch (viewportGestures.ts).
  useEffect(() => {
    const attached = attachViewportGestures({
      frame: frame.current!,
      area: area.current!,
      layer: layer.current!,
      read: () => viewport.current,
      commit: setViewport,
      floor: () => fitting.current.floor,
    });
    gestures.current = attached;
    return () => {
      attached.detach();
      gestures.current = null;
    };
  }, [setViewport]);

  // The editor's cards are dragged and linked, its cards and arrows selected.
  useEffect(() => {
    if (!editable) return;
    return attachCardGestures({
      cards: cardLayer.current!,
      arrows: arrowLayer.current!,
      toCanvas,
      zoom: () => settled().zoom,
      cardBox: (id) => shownRef.current.find((card) => card.id === id),
      drag: (id, position) => setDragged(position ? { id, position } : null),
      move(id, position) {
        const card = shownRef.current.find((one) => one.id === id);
        if (!card) return;
        // Where the next key press finds the card, though the canvas has not drawn this move yet.
        shownRef.current = shownRef.current.map((one) => (one === card ? { ...card, position } : one));
        setDragged(null);
        setCards((current) => current.map((one) => (one.id === id ? { ...one, position } : one)));
        handlers.current.onMoveNode?.(id, { x: position.x + card.width / 2, y: position.y + card.height / 2 });
      },
      draw: setLine,
      connect: (fromId, toId) => handlers.current.onConnect?.(fromId, toId),
      select: (id, kind) => handlers.current.onSelect?.(id, kind),
    });
  }, [editable, toCanvas, settled]);

  // The browser scrolls clipped boxes to reveal a focused field; inside the map only the viewport
  // may move, or cards and arrows would drift apart.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const unscroll = (event: Event) => {
      if (event.target instanceof HTMLElement && !(event.target instanceof HTMLInputElement)) unscrollUpTo(event.target, element);
    };
    element.addEventListener('scroll', unscroll, { capture: true });
    return () => element.removeEventListener('scroll', unscroll, { capture: true });
  }, []);

  /**
   * A practice blank that takes the focus is brought into view with its text at least 16 px tall
   * (smaller, iOS would zoom the whole page into it), and the page scrolls to it if needed.
   */
  function showFocused(event: FocusEvent<HTMLDivElement>) {
    const element = frame.current;
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !element) return;
    // Measured where the viewport alone puts it, before the browser's scroll is undone.
    unscrollUpTo(field.parentElement, element);
    // The canvas's coordinates start inside the frame's border.
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    const fieldBox = field.getBoundingClientRect();
    const fontPx = parseFloat(getComputedStyle(field).fontSize);
    const inFrame = { x: fieldBox.left - left, y: fieldBox.top - top, width: fieldBox.width, height: fieldBox.height };
    const next = viewportShowing(settled(), inFrame, { width: element.clientWidth, height: element.clientHeight }, fontPx);
    if (!next) return;
    setViewport(next);
    // Once the map is drawn at its new viewport, the field may still lie below the fold.
    requestAnimationFrame(() => field.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  }

  function addAt(event: MouseEvent<HTMLDivElement>) {
    if (!props.onAddNode || !(event.target instanceof Element) || !event.target.classList.contains('map-pane')) return;
    placedInView.current = true;
    props.onAddNode(toCanvas({ x: event.clientX, y: event.clientY }));
  }

  function zoomBy(factor: number) {
    const { width, height } = fitting.current.frameSize;
    setViewport(scaleViewport(settled(), factor, { x: width / 2, y: height / 2 }, fitting.current.floor));
  }

  // The layers, drawn again only when a card or an arrow changed place or look (not at a keystroke).
  const arrowPaths = useMemo(
    () => arrows.map((arrow, i) => <ArrowPath key={arrow.id} arrow={arrow} geometry={shapes.get(arrow.id)!} name={editable ? labels.arrow(i + 1) : undefined} />),
    [arrows, shapes, editable, labels],
  );
  const cardViews = useMemo(
    () => shown.map((card) => <NodeCard key={card.id} card={card} editable={editable} name={editable ? labels.card(card.data.index + 1) : undefined} />),
    [shown, editable, labels],
  );
  const arrowTexts = useMemo(() => arrows.map((arrow) => <ArrowTexts key={arrow.id} arrow={arrow} geometry={shapes.get(arrow.id)!} />), [arrows, shapes]);

  return (
    <div className="map-canvas" ref={frame} style={{ background, ['--map-background' as string]: background }} role="group" aria-label={labels.label} onFocus={showFocused} onDoubleClick={addAt}>
      <div className="map-area" ref={area}>
        <div className="map-pane">
          <div className="map-viewport" ref={layer}>
            <svg className="map-arrows" ref={arrowLayer}>
              <LayerContents>{arrowPaths}</LayerContents>
              {line && <path className="map-connection" d={`M${line.from.x},${line.from.y} L${line.to.x},${line.to.y}`} />}
            </svg>
            <CardContentsContext.Provider value={contents}>
              <div className="map-nodes" ref={cardLayer}>
                <LayerContents>{cardViews}</LayerContents>
              </div>
            </CardContentsContext.Provider>
            <div className="map-edge-texts">
              <LayerContents>{arrowTexts}</LayerContents>
            </div>
          </div>
        </div>
      </div>
      <div className="map-canvas__tools">
        <button type="button" className="map-canvas__tool" aria-label={labels.zoomIn} title={labels.zoomIn} onClick={() => zoomBy(BUTTON_ZOOM)}>
          <ToolIcon path="M8 3v10M3 8h10" />
        </button>
        <button type="button" className="map-canvas__tool" aria-label={labels.zoomOut} title={labels.zoomOut} onClick={() => zoomBy(1 / BUTTON_ZOOM)}>
          <ToolIcon path="M3 8h10" />
        </button>
        <button type="button" className="map-canvas__tool" aria-label={labels.fit} title={labels.fit} onClick={fit}>
          <ToolIcon path="M9.5 2.5h4v4M13.5 2.5L9 7M6.5 13.5h-4v-4M2.5 13.5L7 9" />
        </button>
      </div>
      <p className="map-canvas__hint">
        <span className="map-canvas__hint-pointer">{labels.hint}</span>
        <span className="map-canvas__hint-touch">{labels.touchHint}</span>
      </p>
    </div>
  );
});

/**
 * The elements of one of the canvas's layers (cards, arrows or texts), passed over while their
 * list is the same (the lists are memoised): the canvas renders at each keystroke (its nodes
 * changed), and React would otherwise copy and compare the layer's 40 or 80 elements one by one to
 * find each unchanged (CPU profiles of typing a label: its fiber copies fell from 0.11–0.14 to
 * under 0.02 ms per key).
 */
const LayerContents = memo(function LayerContents({ children }: { children: ReactNode }) {
  return children;
});

/**
 * A zoom tool's icon, drawn rather than typed: the fit glyph (⤢) is missing from common sans-serif
 * fonts (DejaVu Sans among them), and looking for a font that has it walked the whole font stack
 * and the system's fallbacks in the map's first layout (traced: about 35 ms on a fresh tab).
 */
function ToolIcon({ path }: { path: string }) {
  return (
    <svg className="map-canvas__tool-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The arrows' shapes, each computed again only when its cards' boxes or its curve changed: a
 * keystroke, or a drag of one card, reshapes no other arrow. Answers the same map while nothing
 * changed, so the layers drawn from it are not rebuilt.
 */
function createGeometries() {
  /** The boxes of the cards of the last call: a deleted card's box goes with it. */
  let boxes = new Map<string, NodeBox>();
  let known = new Map<string, { from: NodeBox; to: NodeBox; offset: number; reversed: boolean; geometry: EdgeGeometry }>();
  let answered = new Map<string, EdgeGeometry>();
  let lastArrows: readonly ArrowEdge[] | null = null;
  let lastCards: readonly CardNode[] | null = null;
  /** The card's box (centre and size), the same object while the card has not moved or grown. */
  function boxOf(card: CardNode): NodeBox {
    const before = boxes.get(card.id);
    const x = card.position.x + card.width / 2;
    const y = card.position.y + card.height / 2;
    if (before && before.x === x && before.y === y && before.width === card.width && before.height === card.height) return before;
    return { x, y, width: card.width, height: card.height };
  }
  return {
    of(arrows: readonly ArrowEdge[], cards: readonly CardNode[]): Map<string, EdgeGeometry> {
      // A keystroke that neither grows a card nor changes an arrow leaves both lists as they were.
      if (arrows === lastArrows && cards === lastCards) return answered;
      lastArrows = arrows;
      lastCards = cards;
      const byId = new Map(cards.map((card) => [card.id, boxOf(card)]));
      boxes = byId;
      const next = new Map<string, EdgeGeometry>();
      const nextKnown: typeof known = new Map();
      let changed = arrows.length !== answered.size;
      for (const { id, source, target, data } of arrows) {
        const from = byId.get(source);
        const to = byId.get(target);
        if (!from || !to) continue;
        const before = known.get(id);
        const entry =
          before && before.from === from && before.to === to && before.offset === data.offset && before.reversed === data.reversed
            ? before
            : { from, to, offset: data.offset, reversed: data.reversed, geometry: edgeGeometry(from, to, data.offset, data.reversed) };
        if (entry.geometry !== answered.get(id)) changed = true;
        nextKnown.set(id, entry);
        next.set(id, entry.geometry);
      }
      known = nextKnown;
      if (changed) answered = next;
      return answered;
    },
  };
}

/** Puts back to 0 the scroll of `from` and of its ancestors below `frame`. */
function unscrollUpTo(from: HTMLElement | null, frame: HTMLElement) {
  for (let box = from; box && box !== frame; box = box.parentElement) {
    if (box.scrollTop !== 0) box.scrollTop = 0;
    if (box.scrollLeft !== 0) box.scrollLeft = 0;
  }
}
