// The mind-elixir 5 peer of the mindmap-render benchmark: the map as a mind-elixir tree with its
// other links as mind-elixir arrows (benchmarks/mindmap-map.ts converts it), editable and fitted
// on open, with mind-elixir's defaults: a drag of the background with the right button pans (the
// left one draws a selection box in an editable map), Ctrl + wheel zooms. `window.showMap(size,
// data)` draws it and resolves once every topic and arrow is on screen.
import MindElixir, { type MindElixirData, type NodeObj } from 'mind-elixir';
import 'mind-elixir/style.css';
import { mapFrame, whenDrawn } from './mapPage';

const topics = (node: NodeObj): number => 1 + (node.children ?? []).reduce((sum, child) => sum + topics(child), 0);

function showMap(size: { width: number; height: number }, data: MindElixirData): Promise<void> {
  const frame = mapFrame(size);
  const mind = new MindElixir({ el: frame });
  mind.init(data);
  mind.scaleFit();
  return whenDrawn(
    () =>
      frame.querySelectorAll('me-tpc').length === topics(data.nodeData) &&
      frame.querySelectorAll('.topiclinks g[data-linkid]').length === (data.arrows?.length ?? 0),
  );
}

Object.assign(window, { showMap });
