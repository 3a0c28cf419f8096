import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { CardNode } from './flowModel';

/** A node card: colour band, optional image, label (text or practice input), annotation. */
export const NodeCard = memo(function NodeCard({ data, isConnectable }: NodeProps<CardNode>) {
  const { node, label, annotation, status, active } = data;
  const classes = ['map-card', active ? 'map-card--active' : '', status ? `map-card--${status}` : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ borderColor: node.color, ['--card-colour' as string]: node.color }} data-node-id={node.id}>
      <Handle type="target" position={Position.Top} isConnectable={isConnectable} className="map-card__handle" />
      {node.imageUrl && <img className="map-card__image" src={node.imageUrl} alt="" draggable={false} />}
      <div className="map-card__label">{label}</div>
      {annotation && <div className="map-card__annotation">{annotation}</div>}
      <Handle type="source" position={Position.Bottom} isConnectable={isConnectable} className="map-card__handle" />
    </div>
  );
});
