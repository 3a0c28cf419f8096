import { BaseEdge, useStore, type EdgeProps, type InternalNode, type ReactFlowState } from '@xyflow/react';
import { createContext, memo, useCallback, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Vec } from '../../engine/geometry/vec';
import { ARROW } from '../../engine/mindmap/constants';
import { edgeGeometry, type NodeBox, type TextAlign } from '../../engine/mindmap/edgeGeometry';
import type { ArrowEdge, MarkStatus } from './flowModel';

function boxOf(node: InternalNode): NodeBox {
  const width = node.measured.width ?? node.width ?? 0;
  const height = node.measured.height ?? node.height ?? 0;
  const { x, y } = node.internals.positionAbsolute;
  return { x: x + width / 2, y: y + height / 2, width, height };
}

const sameBox = (a: NodeBox | null, b: NodeBox | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/**
 * A card's box on the canvas. The arrow redraws when the box changes, not whenever xyflow
 * updates the card's record: measuring the cards after the first render, or selecting one,
 * would otherwise redraw all 80 arrows for nothing.
 */
function useCardBox(id: string): NodeBox | null {
  const select = useCallback((state: ReactFlowState) => {
    const node = state.nodeLookup.get(id);
    return node ? boxOf(node) : null;
  }, [id]);
  return useStore(select, sameBox);
}

interface EdgeTextProps {
  at: Vec;
  align: TextAlign;
  kind: 'above' | 'below';
  status: MarkStatus;
  children: ReactNode;
}

function EdgeText({ at, align, kind, status, children }: EdgeTextProps) {
  if (children === null || children === undefined || children === false) return null;
  // The text sits on the far side of its anchor, so texts above and below never cover the line.
  return (
    <div
      className={`map-edge-text map-edge-text--${kind} nodrag nopan${status ? ` map-edge-text--${status}` : ''}`}
      style={{ transform: `translate(${at.x}px, ${at.y}px) translate(${align.x * 100}%, ${align.y * 100}%)` }}
    >
      {children}
    </div>
  );
}

/**
 * The one layer, inside the viewport, holding every arrow's texts. xyflow's EdgeLabelRenderer
 * would give each arrow a store subscription that searches the DOM at every pan or zoom step.
 */
export const EdgeTextLayer = createContext<HTMLElement | null>(null);

/** A curved (or straight) arrow between two cards, with its texts above and below. */
export const ArrowEdgeView = memo(function ArrowEdgeView({ id, source, target, data }: EdgeProps<ArrowEdge>) {
  const from = useCardBox(source);
  const to = useCardBox(target);
  const layer = useContext(EdgeTextLayer);
  if (!from || !to || !data) return null;
  const geometry = edgeGeometry(from, to, data.offset, data.reversed);
  const width = data.active ? ARROW.stroke + 2 : ARROW.stroke;
  return (
    <>
      <BaseEdge id={id} path={geometry.path} style={{ stroke: data.color, strokeWidth: width }} interactionWidth={18} />
      <path d={geometry.arrowHead} fill={data.color} stroke={data.color} strokeWidth={1} strokeLinejoin="round" />
      {layer &&
        createPortal(
          <>
            <EdgeText at={geometry.above} align={geometry.aboveAlign} kind="above" status={data.aboveStatus}>
              {data.above}
            </EdgeText>
            <EdgeText at={geometry.below} align={geometry.belowAlign} kind="below" status={data.belowStatus}>
              {data.below}
            </EdgeText>
          </>,
          layer,
        )}
    </>
  );
});
