// The plain @xyflow/react 12 peer of the mindmap-render benchmark: the map as XYFlow's default
// nodes and edges (bezier, one label), uncontrolled, fitted on open, everything else as XYFlow
// ships it (drag the background to pan, Ctrl + wheel to zoom). `window.showMap(size, map)` draws
// it and resolves once every edge is on screen.
import { ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { createRoot } from 'react-dom/client';
import { mapFrame, whenDrawn } from './mapPage';

function showMap(size: { width: number; height: number }, { nodes, edges }: { nodes: Node[]; edges: Edge[] }): Promise<void> {
  const frame = mapFrame(size);
  createRoot(frame).render(<ReactFlow defaultNodes={nodes} defaultEdges={edges} fitView />);
  return whenDrawn(() => frame.querySelectorAll('.react-flow__edge').length === edges.length);
}

Object.assign(window, { showMap });
