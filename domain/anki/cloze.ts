/**
 * Cloze deletions as Anki reads them (rslib/src/cloze.rs): `{{c1::text}}`, `{{c1::text::hint}}`,
 * several ordinals in one cloze (`{{c1,2::text}}`), clozes nested up to 10 deep; a `}}` outside
 * any cloze is text.
 */
export type ClozeNode = string | Cloze;

export interface Cloze {
  ordinals: number[];
  nodes: ClozeNode[];
  hint: string | null;
}

const OPEN = /^\{\{c([\d,]+)::/;

function tokens(text: string): Array<{ open: number[] } | { close: true } | { text: string }> {
  const out: Array<{ open: number[] } | { close: true } | { text: string }> = [];
  let at = 0;
  let start = 0;
  const flush = (end: number) => {
    if (end > start) out.push({ text: text.slice(start, end) });
  };
  while (at < text.length) {
    if (text.startsWith('{{c', at)) {
      const match = OPEN.exec(text.slice(at, at + 64));
      const ordinals = match ? [...new Set(match[1]!.split(',').filter(Boolean).map(Number))].sort((a, b) => a - b) : [];
      if (match && ordinals.length > 0) {
        flush(at);
        out.push({ open: ordinals });
        at += match[0].length;
        start = at;
        continue;
      }
    }
    if (text.startsWith('}}', at)) {
      flush(at);
      out.push({ close: true });
      at += 2;
      start = at;
      continue;
    }
    at++;
  }
  flush(at);
  return out;
}

/** The text's clozes as a tree. */
export function parseClozes(text: string): ClozeNode[] {
  const open: Cloze[] = [];
  const output: ClozeNode[] = [];
  for (const token of tokens(text)) {
    if ('open' in token) {
      if (open.length < 10) open.push({ ordinals: token.open, nodes: [], hint: null });
    } else if ('text' in token) {
      const cloze = open.at(-1);
      if (!cloze) output.push(token.text);
      else {
        const split = token.text.indexOf('::');
        if (split >= 0) cloze.hint = token.text.slice(split + 2);
        cloze.nodes.push(split >= 0 ? token.text.slice(0, split) : token.text);
      }
    } else {
      const cloze = open.pop();
      if (cloze) (open.at(-1)?.nodes ?? output).push(cloze);
      else output.push('}}');
    }
  }
  return output;
}

/** The cloze's own text, inner clozes shown. */
export function clozedText(cloze: Cloze): string {
  return cloze.nodes.map((node) => (typeof node === 'string' ? node : clozedText(node))).join('');
}

/** An image-occlusion cloze's shape text (after `image-occlusion:`), or null. */
export function occlusionOf(cloze: Cloze): string | null {
  const first = cloze.nodes[0];
  return typeof first === 'string' && first.startsWith('image-occlusion:') ? first.slice('image-occlusion:'.length) : null;
}

/** The cloze numbers used in `text` (0 is not one). */
export function clozeNumbers(text: string): number[] {
  const numbers = new Set<number>();
  const walk = (nodes: ClozeNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      for (const ordinal of node.ordinals) if (ordinal > 0) numbers.add(ordinal);
      walk(node.nodes);
    }
  };
  walk(parseClozes(text));
  return [...numbers].sort((a, b) => a - b);
}

/** The question for cloze `ordinal`: its clozes shown as « [hint] » or « […] », the others as their text. */
export function clozeQuestion(text: string, ordinal: number): string {
  const render = (nodes: ClozeNode[]): string =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        if (node.ordinals.includes(ordinal)) return `[${node.hint ?? '…'}]`;
        return render(node.nodes);
      })
      .join('');
  return render(parseClozes(text));
}

/** The answer for cloze `ordinal` (cloze.rs extract_cloze_for_typing): its texts, one when all are the same, else joined by « , ». */
export function clozeAnswer(text: string, ordinal: number): string {
  const found: string[] = [];
  const walk = (nodes: ClozeNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (node.ordinals.includes(ordinal)) found.push(clozedText(node));
      walk(node.nodes);
    }
  };
  walk(parseClozes(text));
  if (found.length === 0) return '';
  return found.every((answer) => answer === found[0]) ? found[0]! : found.join(', ');
}
