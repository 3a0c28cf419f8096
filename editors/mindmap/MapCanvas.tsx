import {
  applyNodeChanges,
  ConnectionMode,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStoreApi,
  type Connection,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import type { MindMapEdge, MindMapNode } from '../../domain/data/mindMaps';
import type { Vec } from '../../engine/geometry/vec';
import { MIND_MAP_ZOOM } from '../../engine/mindmap/constants';
import { fitViewport, mapBounds, viewportShowing, zoomFloor, type FrameSize } from '../../engine/mindmap/viewport';
import { ArrowEdgeView, EdgeTextLayer } from './ArrowEdgeView';
import { attachViewportGestures, type ViewportGestures } from './viewportGestures';
import { CardContentsContext, createCardContents } from './cardContents';
import { reuseCards, toArrowEdges, toCardNodes, type ArrowCache, type ArrowEdge, type CardNode, type MapSlots } from './flowModel';
import { NodeCard } from './NodeCard';

const nodeTypes = { card: NodeCard };
const edgeTypes = { arrow: ArrowEdgeView };
const PRO_OPTIONS = { hideAttribution: true };

export interface MapCanvasLabels {
  label: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  hint: string;
  /** The hint on a touch screen. */
  touchHint: string;
}

interface MapCanvasProps {
  nodes: readonly MindMapNode[];
  edges: readonly MindMapEdge[];
  background: string;
  slots: MapSlots;
  labels: MapCanvasLabels;
  editable?: boolean;
  activeId?: string | null;
  /** A card was dropped: its new centre in canvas pixels. */
  onMoveNode?: (id: string, centre: Vec) => void;
  /** An arrow was drawn from one card's handle to another card. */
  onConnect?: (fromId: string, toId: string) => void;
  onSelect?: (id: string, kind: 'node' | 'edge') => void;
  /** A double-click on the empty canvas: a new node centred there (canvas pixels). */
  onAddNode?: (centre: Vec) => void;
}

interface CanvasInnerProps extends MapCanvasProps {
  /** The cards and arrows of these props, built once for xyflow's store and for its props. */
  built: CardNode[];
  arrows: ArrowEdge[];
}

function CanvasInner({ nodes, background, slots, labels, editable = false, built, arrows, onMoveNode, onConnect, onSelect, onAddNode }: CanvasInnerProps) {
  // useReactFlow answers a new object once xyflow's viewport is set up, holding the same functions
  // (they read xyflow's store when called): the first one serves for good, so the effects and
  // handlers built on it are not set up a second time (the frame measured again, the gestures
  // attached again) just after the map is drawn.
  const [flow] = useState(useReactFlow());
  const flowStore = useStoreApi<CardNode>();
  // Before xyflow's cards are first drawn: their resize observer takes the action it finds then.
  useState(() => skipUnchangedMeasures(flowStore));
  const frame = useRef<HTMLDivElement>(null);
  const gestures = useRef<ViewportGestures | null>(null);
  // The arrows' texts are drawn into this layer in the render that draws the arrows; it joins
  // xyflow's viewport (after the cards, so above them) before that render is painted.
  const [textLayer] = useState(() => {
    const layer = document.createElement('div');
    layer.className = 'map-edge-texts';
    return layer;
  });
  useLayoutEffect(() => {
    frame.current?.querySelector('.react-flow__viewport')?.append(textLayer);
  }, [textLayer]);
  // The cards' texts follow the map at each render, and the cards whose node or slots changed
  // redraw before paint; xyflow's cards change only when one moves, grows or is selected.
  const [contents] = useState(createCardContents);
  contents.take(nodes, slots);
  useLayoutEffect(() => contents.notify());
  // xyflow moves the dragged card locally; the map hears of it when the card is dropped. Rebuilt
  // cards are taken in during this render (not in an effect, which would draw the canvas twice).
  const [cards, setCards] = useState<CardNode[]>(built);
  const [takenIn, setTakenIn] = useState(built);
  if (takenIn !== built) {
    setTakenIn(built);
    setCards(reuseCards(built, cards));
  }

  // The frame's size decides the fit and how far out one may zoom (the whole map, at least).
  const [frameSize, setFrameSize] = useState<FrameSize>({ width: 0, height: 0 });
  const bounds = useMemo(() => mapBounds(nodes), [nodes]);
  const floor = zoomFloor(bounds, frameSize);
  const fitting = useRef({ bounds, frameSize, floor });
  fitting.current = { bounds, frameSize, floor };
  // The floor is handed to xyflow's store (its buttons zoom within it) rather than as a prop: the
  // frame is measured after the first render, and a new prop would draw the whole flow again.
  useEffect(() => flowStore.getState().setMinZoom(floor), [flowStore, floor]);
  const fit = useCallback(() => {
    const { bounds: box, frameSize: size } = fitting.current;
    gestures.current?.settle();
    if (box && size.width > 0 && size.height > 0) void flow.setViewport(fitViewport(box, size));
  }, [flow]);

  // The whole map shows on open; a card added or removed is brought into view with the rest;
  // so is the whole map when the frame changes width (a phone turned).
  const count = nodes.length;
  const fittedCount = useRef(-1);
  // A card put down by a double-click is where the student looks: the view stays as it is.
  const placedInView = useRef(false);
  useEffect(() => {
    if (fittedCount.current === count || frameSize.width === 0) return;
    fittedCount.current = count;
    if (placedInView.current) placedInView.current = false;
    else fit();
  }, [count, frameSize.width, fit]);
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
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit]);

  // Pan, pinch and wheel zoom write the viewport's transform directly while they last: no React
  // render and no xyflow store update per pointer move or wheel notch (viewportGestures.ts).
  useEffect(() => {
    const element = frame.current;
    const area = element?.querySelector<HTMLElement>('.react-flow');
    const layer = element?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!element || !area || !layer) return;
    const attached = attachViewportGestures({
      frame: element,
      area,
      layer,
      read: () => flow.getViewport(),
      commit: (viewport) => void flow.setViewport(viewport),
      floor: () => fitting.current.floor,
    });
    gestures.current = attached;
    return () => {
      attached.detach();
      gestures.current = null;
    };
  }, [flow]);
  /** xyflow's viewport, once a gesture still ahead of it has been handed over. */
  const settled = useCallback(() => {
    gestures.current?.settle();
    return flow.getViewport();
  }, [flow]);

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
    // xyflow's coordinates start inside the frame's border.
    const area = element.getBoundingClientRect();
    const left = area.left + element.clientLeft;
    const top = area.top + element.clientTop;
    const box = field.getBoundingClientRect();
    const fontPx = parseFloat(getComputedStyle(field).fontSize);
    const inFrame = { x: box.left - left, y: box.top - top, width: box.width, height: box.height };
    const next = viewportShowing(settled(), inFrame, { width: element.clientWidth, height: element.clientHeight }, fontPx);
    if (!next) return;
    void flow.setViewport(next);
    // Once the map is drawn at its new viewport, the field may still lie below the fold.
    requestAnimationFrame(() => field.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  }

  // The handlers xyflow is given keep their identity across renders: a new one would redraw
  // every card's and arrow's wrapper (40 + 80 components) at each keystroke.
  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) => {
      setCards((current) => applyNodeChanges(changes, current));
      for (const change of changes) {
        if (change.type !== 'position' || change.dragging || !change.position) continue;
        const card = flow.getNode(change.id);
        if (card) onMoveNode?.(change.id, { x: change.position.x + (card.width ?? 0) / 2, y: change.position.y + (card.height ?? 0) / 2 });
      }
    },
    [flow, onMoveNode],
  );
  const connect = useCallback(
    (connection: Connection) => {
      if (connection.source && connection.target && connection.source !== connection.target) onConnect?.(connection.source, connection.target);
    },
    [onConnect],
  );
  const selectNode = useCallback((_: unknown, node: CardNode) => onSelect?.(node.id, 'node'), [onSelect]);
  const selectEdge = useCallback((_: unknown, edge: { id: string }) => onSelect?.(edge.id, 'edge'), [onSelect]);

  // The map's layers, drawn again only when a card or arrow changed place or look: a text typed
  // in a card redraws that card alone (card contents), not xyflow.
  const layers = useMemo(
    () => (
        <ReactFlow<CardNode>
          nodes={cards}
          edges={arrows}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          onNodesChange={onNodesChange}
          onConnect={connect}
          onNodeClick={selectNode}
          onEdgeClick={selectEdge}
          nodesDraggable={editable}
          nodesConnectable={editable}
          elementsSelectable={editable}
          // In practice, Tab goes from blank to blank, not through the cards and arrows.
          nodesFocusable={editable}
          edgesFocusable={editable}
          connectionMode={ConnectionMode.Loose}
          maxZoom={MIND_MAP_ZOOM.max}
          // Pan and zoom are viewportGestures.ts's: xyflow's own would update its store at each move.
          panOnDrag={false}
          zoomOnPinch={false}
          zoomOnScroll={false}
          panOnScroll={false}
          preventScrolling={false}
          zoomOnDoubleClick={false}
          deleteKeyCode={null}
          proOptions={PRO_OPTIONS}
          colorMode="dark"
        >
        </ReactFlow>
    ),
    [cards, arrows, onNodesChange, connect, selectNode, selectEdge, editable],
  );

  function addAt(event: MouseEvent<HTMLDivElement>) {
    if (!onAddNode || !(event.target instanceof Element) || !event.target.classList.contains('react-flow__pane')) return;
    placedInView.current = true;
    settled();
    onAddNode(flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  }

  return (
    <div className="map-canvas" ref={frame} style={{ background, ['--map-background' as string]: background }} role="group" aria-label={labels.label} onFocus={showFocused} onDoubleClick={addAt}>
      <CardContentsContext.Provider value={contents}>
        <EdgeTextLayer.Provider value={textLayer}>
          {layers}
        </EdgeTextLayer.Provider>
      </CardContentsContext.Provider>
      <div className="map-canvas__tools">
        <button type="button" className="map-canvas__tool" aria-label={labels.zoomIn} title={labels.zoomIn} onClick={() => {
            settled();
            void flow.zoomIn();
          }}>
          +
        </button>
        <button type="button" className="map-canvas__tool" aria-label={labels.zoomOut} title={labels.zoomOut} onClick={() => {
            settled();
            void flow.zoomOut();
          }}>
          −
        </button>
        <button type="button" className="map-canvas__tool" aria-label={labels.fit} title={labels.fit} onClick={fit}>
          ⤢
        </button>
      </div>
      <p className="map-canvas__hint">
        <span className="map-canvas__hint-pointer">{labels.hint}</span>
        <span className="map-canvas__hint-touch">{labels.touchHint}</span>
      </p>
    </div>
  );
}

/**
 * xyflow measures each card it draws through a resize observer whose updates are forced: every
 * card's record is replaced (box and handles read from the page) and every card and arrow drawn
 * again, in the frame after the map appears (traced: 27 to 29 ms of that frame, the one that
 * answers the first zoom). A card's box is the size given with it and so are its handles
 * (flowModel.ts): a measure that finds the given size is dropped, and one that finds another size
 * still goes through.
 */
function skipUnchangedMeasures(store: ReturnType<typeof useStoreApi<CardNode>>) {
  const { updateNodeInternals } = store.getState();
  store.setState({
    updateNodeInternals(updates, params) {
      const { nodeLookup } = store.getState();
      const changed = new Map(
        [...updates].filter(([id, { nodeElement }]) => {
          const node = nodeLookup.get(id);
          return !node?.internals.handleBounds || node.measured.width !== nodeElement.offsetWidth || node.measured.height !== nodeElement.offsetHeight;
        }),
      );
      if (changed.size > 0) updateNodeInternals(changed, params);
    },
  });
}

/** Puts back to 0 the scroll of `from` and of its ancestors below `frame`. */
function unscrollUpTo(from: HTMLElement | null, frame: HTMLElement) {
  for (let box = from; box && box !== frame; box = box.parentElement) {
    if (box.scrollTop !== 0) box.scrollTop = 0;
    if (box.scrollLeft !== 0) box.scrollLeft = 0;
  }
}

/** The mind map drawn with XYFlow: cards, curved arrows, pan by dragging the background and zoom. */
export const MapCanvas = memo(function MapCanvas(props: MapCanvasProps) {
  const { nodes, edges, slots, activeId = null } = props;
  const [arrowCache] = useState<ArrowCache>(() => new WeakMap());
  const built = useMemo(() => toCardNodes(nodes, activeId, slots.status), [nodes, slots, activeId]);
  const arrows = useMemo(() => toArrowEdges(edges, slots, activeId, arrowCache), [edges, slots, activeId, arrowCache]);
  // xyflow's store starts with the cards and arrows, which it then draws in the canvas's first
  // render; without them it would draw an empty map, and the map once its props reach the store.
  return (
    <ReactFlowProvider initialNodes={built} initialEdges={arrows}>
      <CanvasInner {...props} built={built} arrows={arrows} />
    </ReactFlowProvider>
  );
});
