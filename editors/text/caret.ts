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

/** Where the caret sits in `root`, in characters from its start, or null when it is elsewhere. */
export function caretOffset(root: HTMLElement): number | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.focusNode || !root.contains(selection.focusNode)) return null;
  const before = root.ownerDocument.createRange();
  before.setStart(root, 0);
  before.setEnd(selection.focusNode, selection.focusOffset);
  return lengthOf(before.cloneContents());
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
