import { richTextToPlain } from '../../domain/richText';
import { NODE_CARD } from './constants';

/** What decides a card's size. */
export interface NodeCardContent {
  label: string;
  annotation: string | null;
  imageUrl: string | null;
}

/** Characters per line of the label and of the annotation on a 200 px card (approximate). */
const LABEL_CHARS_PER_LINE = 18;
const ANNOTATION_CHARS_PER_LINE = 23;
const LABEL_LINE_HEIGHT = 20;
const ANNOTATION_LINE_HEIGHT = 18;

function lines(richText: string | null, perLine: number): number {
  const text = richText ? richTextToPlain(richText).trim() : '';
  return text ? Math.ceil(text.length / perLine) : 0;
}

/**
 * Each node's card size, kept with the node object (nodes are replaced, never changed in place):
 * a keystroke replaces one node, and the other cards' texts are not read again, neither for the
 * canvas nor for the map's bounds.
 */
const sizes = new WeakMap<NodeCardContent, { width: number; height: number }>();

/**
 * A node card's size in canvas pixels: 200 wide; 100 high (160 with an image) for a one-line
 * label and annotation, growing with longer texts up to 320.
 */
export function nodeCardSize(node: NodeCardContent): { width: number; height: number } {
  let size = sizes.get(node);
  if (!size) sizes.set(node, (size = measure(node)));
  return size;
}

function measure(node: NodeCardContent): { width: number; height: number } {
  const base = node.imageUrl ? NODE_CARD.heightWithImage : NODE_CARD.height;
  const extra =
    Math.max(0, lines(node.label, LABEL_CHARS_PER_LINE) - 1) * LABEL_LINE_HEIGHT +
    Math.max(0, lines(node.annotation, ANNOTATION_CHARS_PER_LINE) - 1) * ANNOTATION_LINE_HEIGHT;
  return { width: NODE_CARD.width, height: Math.min(NODE_CARD.maxHeight, base + extra) };
}
