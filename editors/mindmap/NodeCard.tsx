import { memo, useCallback, useContext, useSyncExternalStore } from 'react';
import { CardContentsContext } from './cardContents';
import type { CardNode } from './canvasModel';

interface NodeCardProps {
  card: CardNode;
  /** The editor's canvas: the card can be focused, dragged and linked by its handles. */
  editable: boolean;
  /** The card's accessible name when it can be focused. */
  name: string | undefined;
}

/**
 * A node card at its place on the canvas: colour band, optional image, label (text or practice
 * input), annotation, and in the editor the two handles an arrow is drawn from. Its content comes
 * from the canvas's card contents, to which it subscribes by itself; presses, clicks and keys are
 * handled once for all cards by the canvas (cardGestures.ts).
 */
export const NodeCard = memo(function NodeCard({ card, editable, name }: NodeCardProps) {
  const { id, position, width, height, data } = card;
  const contents = useContext(CardContentsContext)!;
  const subscribe = useCallback((listener: () => void) => contents.subscribe(id, listener), [contents, id]);
  const content = useSyncExternalStore(subscribe, () => contents.get(id));
  if (!content) return null;
  const { node, slots } = content;
  const { index, status, active } = data;
  const annotation = slots.nodeAnnotation(node, index, active);
  const classes = ['map-card', active ? 'map-card--active' : '', status ? `map-card--${status}` : ''].filter(Boolean).join(' ');
  return (
    <div
      // In practice a press on a card pans the map, as one on the background (on a phone the
      // cards cover most of it); in the editor it drags the card.
      className={editable ? 'map-node map-node--editable nopan' : 'map-node'}
      data-id={id}
      style={{ transform: `translate(${position.x}px, ${position.y}px)`, width, height }}
      tabIndex={editable ? 0 : undefined}
      role={editable ? 'group' : undefined}
      aria-label={name}
    >
      <div className={classes} style={{ borderColor: node.color, ['--card-colour' as string]: node.color }} data-node-id={node.id}>
        {editable && <div className="map-card__handle map-card__handle--top nodrag nopan" data-handle="top" />}
        {node.imageUrl && <img className="map-card__image" src={node.imageUrl} alt="" draggable={false} />}
        <div className="map-card__label">{slots.nodeLabel(node, index)}</div>
        {annotation && <div className="map-card__annotation">{annotation}</div>}
        {editable && <div className="map-card__handle map-card__handle--bottom nodrag nopan" data-handle="bottom" />}
      </div>
    </div>
  );
});
