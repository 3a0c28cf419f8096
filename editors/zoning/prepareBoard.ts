import { prepareBoardRenderer } from '../../engine/render/pixi/boardRenderer';
import { loadBoardImage } from './loadBoardImage';

/**
 * Gets the next board ready to draw at once: starts its painter (Pixi, in a worker) now and, given
 * its diagram, the diagram's loading. For a board about to be shown (a board picked in a list,
 * before the screen renders it) or a screen whose purpose is one (a zoning route, while its code
 * loads; the editor, before a diagram is chosen). A failure is reported where the board is drawn.
 */
export function prepareBoardCanvas(imageUrl?: string): void {
  if (imageUrl) loadBoardImage(imageUrl).catch(() => undefined);
  prepareBoardRenderer();
}
