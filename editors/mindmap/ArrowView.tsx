import { memo, type ReactNode } from 'react';
import type { Vec } from '../../engine/geometry/vec';
import { ARROW } from '../../engine/mindmap/constants';
import type { EdgeGeometry, TextAlign } from '../../engine/mindmap/edgeGeometry';
import type { ArrowEdge, MarkStatus } from './canvasModel';

interface ArrowProps {
  arrow: ArrowEdge;
  geometry: EdgeGeometry;
}

/**
 * A curved (or straight) arrow between two cards, in the canvas's one SVG layer. In the editor it
 * can be focused and has a wide transparent stroke over its line, easier to click than the line.
 */
export const ArrowPath = memo(function ArrowPath({ arrow, geometry, name }: ArrowProps & { name: string | undefined }) {
  const { data } = arrow;
  const width = data.active ? ARROW.stroke + 2 : ARROW.stroke;
  return (
    <g className="map-arrow nopan" data-id={arrow.id} tabIndex={name ? 0 : undefined} role={name ? 'group' : undefined} aria-label={name}>
      <path className="map-arrow__path" d={geometry.path} fill="none" style={{ stroke: data.color, strokeWidth: width }} />
      {name && <path className="map-arrow__hit" d={geometry.path} fill="none" stroke="transparent" strokeWidth={18} />}
      <path d={geometry.arrowHead} fill={data.color} stroke={data.color} strokeWidth={1} strokeLinejoin="round" />
    </g>
  );
});

/** An arrow's texts above and below its middle, in the canvas's layer of texts (above the cards). */
export const ArrowTexts = memo(function ArrowTexts({ arrow, geometry }: ArrowProps) {
  const { data } = arrow;
  return (
    <>
      <EdgeText at={geometry.above} align={geometry.aboveAlign} kind="above" status={data.aboveStatus}>
        {data.above}
      </EdgeText>
      <EdgeText at={geometry.below} align={geometry.belowAlign} kind="below" status={data.belowStatus}>
        {data.below}
      </EdgeText>
    </>
  );
});

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
