import type { Editor } from '@tiptap/react';

type ProseMirrorNode = Editor['state']['doc'];

/** Characters in `node` as the editor counts them: text by UTF-16 units, a line break as one. */
function lengthOf(node: Node): number {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.length ?? 0;
  if (node.nodeName === 'BR') return 1;
  let length = 0;
  node.childNodes.forEach((child) => (length += lengthOf(child)));
  return length;
}

/** Characters from the start of `root` to (node, offset). */
function offsetOf(root: HTMLElement, node: Node, offset: number): number {
  const before = root.ownerDocument.createRange();
  before.setStart(root, 0);
  before.setEnd(node, offset);
  return lengthOf(before.cloneContents());
}

/** The selection in `root` (anchor and head in characters from its start), or null when it is elsewhere. */
export function selectionOffsets(root: HTMLElement): { anchor: number; head: number } | null {
  const selection = root.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !root.contains(anchorNode) || !root.contains(focusNode)) return null;
  return { anchor: offsetOf(root, anchorNode, selection.anchorOffset), head: offsetOf(root, focusNode, selection.focusOffset) };
}

/** The document position `offset` characters into `doc` (its end when the text is shorter). */
export function positionAt(doc: ProseMirrorNode, offset: number): number {
  let left = offset;
  let found: number | null = null;
  doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.isText) {
      const length = node.text?.length ?? 0;
      if (left <= length) found = pos + left;
      else left -= length;
      return false;
    }
    if (node.isLeaf) {
      if (left === 0) found = pos;
      else left -= 1;
      return false;
    }
    return true;
  });
  return found ?? Math.max(0, doc.content.size - 1);
}

/** Whether the document's selection (its anchor) is inside `root`. */
export function selectionInside(root: HTMLElement): boolean {
  const anchor = root.ownerDocument.getSelection()?.anchorNode;
  return !!anchor && root.contains(anchor);
}

/** The caret position under the point (x, y): the standard call, or WebKit's older one. */
function caretFromPoint(doc: Document, x: number, y: number): { node: Node; offset: number } | null {
  if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  const range = doc.caretRangeFromPoint(x, y);
  return range && { node: range.startContainer, offset: range.startOffset };
}

/** Collapses the selection in `root` at the point (x, y) when that point is in its text, else at its end. */
export function placeCaret(root: HTMLElement, point: { x: number; y: number } | null) {
  const selection = root.ownerDocument.getSelection();
  if (!selection) return;
  const at = point && caretFromPoint(root.ownerDocument, point.x, point.y);
  if (at && root.contains(at.node)) selection.collapse(at.node, at.offset);
  else selection.collapse(root, root.childNodes.length);
}
