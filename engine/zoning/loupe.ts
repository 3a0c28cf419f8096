import type { Vec } from '../geometry/vec';
import type { Size, View } from './viewport';

/**
 * The magnifier shown under a finger on a touch screen: the finger hides the point it places, so
 * a round lens above it shows the diagram around that point, magnified, with a crosshair.
 */
export const LOUPE_PX = 96;
/** Magnification over the board's current zoom. */
export const LOUPE_ZOOM = 2;
/** Gap between the finger and the lens. */
const LOUPE_GAP = 28;

export interface LoupeLayout {
  /** Top-left of the lens in board pixels. */
  left: number;
  top: number;
  /** The diagram's drawn size inside the lens, and its offset (CSS background size and position). */
  imageWidth: number;
  imageHeight: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The lens for a finger at `finger` (board pixels): above the finger, below it when the top edge
 * is too near, always within the board's width; the image point under the finger at its centre.
 */
export function loupeLayout(finger: Vec, view: View, board: Size): LoupeLayout {
  const left = Math.max(0, Math.min(board.width - LOUPE_PX, finger.x - LOUPE_PX / 2));
  const above = finger.y - LOUPE_GAP - LOUPE_PX;
  const top = above >= 0 ? above : Math.min(board.height - LOUPE_PX, finger.y + LOUPE_GAP);
  const magnification = view.scale * LOUPE_ZOOM;
  const world = { x: (finger.x - view.x) / view.scale, y: (finger.y - view.y) / view.scale };
  return {
    left,
    top,
    imageWidth: board.width * magnification,
    imageHeight: board.height * magnification,
    offsetX: LOUPE_PX / 2 - world.x * magnification,
    offsetY: LOUPE_PX / 2 - world.y * magnification,
  };
}
