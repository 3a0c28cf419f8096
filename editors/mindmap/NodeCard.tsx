import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo, useCallback, useContext, useSyncExternalStore } from 'react';
import { CardContentsContext } from './cardContents';
import type { CardNode } from './flowModel';

/**
 * A node card: colour band, optional image, label (text or practice input), annotation. Its
 * content comes from the canvas's card contents, to which it subscribes by itself.
 */
export const NodeCard = memo(function NodeCard({ id, data, isConnectable }: NodeProps<CardNode>) {
  const contents = useContext(CardContentsContext)!;
  const subscribe = useCallback((listener: () => void) => contents.subscribe(id, listener), [contents, id]);
  const content = useSyncExternalStore(subscribe, () => contents.get(id));
  if (!content) return null;
  const { node, slots } = content;
  const { index, status, active } = data;
  const annotation = slots.nodeAnnotation(node, index, active);
  const classes = ['map-card', active ? 'map-card--active' : '', status ? `map-card--${status}` : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ borderColor: node.color, ['--card-colour' as string]: node.color }} data-node-id={node.id}>
      <Handle type="target" position={Position.Top} isConnectable={isConnectable} className="map-card__handle" />
      {node.imageUrl && <img className="map-card__image" src={node.imageUrl} alt="" draggable={false} />}
      <div className="map-card__label">{slots.nodeLabel(node, index)}</div>
      {annotation && <div className="map-card__annotation">{annotation}</div>}
      <Handle type="source" position={Position.Bottom} isConnectable={isConnectable} className="map-card__handle" />
    </div>
  );
});
