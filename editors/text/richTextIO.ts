import type { Mark, Node as EditorNode } from '@tiptap/pm/model';
import { sanitiseRichText } from '../../domain/richText';

/**
 * TipTap writes paragraphs; stored rich text has none (only b, strong, i, em, u, sup, sub, br).
 * Paragraph ends become line breaks, then the domain allowlist sanitises the rest.
 */
export function editorHtmlToRichText(html: string): string {
  return storedLines(html.replace(/<\/p>\s*<p[^>]*>/gi, '<br>').replace(/<\/?p[^>]*>/gi, ''));
}

/** Lines joined by line breaks, sanitised; an editor left with empty lines only stores nothing. */
function storedLines(lines: string): string {
  return sanitiseRichText(lines).replace(/^(<br\s*\/?>)+$/i, '');
}

/** The element each of the editor's marks is written as (TipTap's own renderHTML). */
const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', underline: 'u', superscript: 'sup', subscript: 'sub' };
const tagOf = (mark: Mark) => MARK_TAGS[mark.type.name] ?? 'span';

/** Text as the browser's HTML serialiser writes it (innerHTML). */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The editor's document as stored rich text: what `editorHtmlToRichText(editor.getHTML())`
 * answers, written from the document itself. getHTML builds an HTML document and serialises a DOM
 * fragment into it, at every key. Marks open and close as ProseMirror's DOM serialiser nests them:
 * those a text shares with the one before stay open.
 */
export function editorDocToRichText(doc: EditorNode): string {
  let html = '';
  doc.forEach((block, _offset, index) => {
    // Paragraph ends become line breaks, as in editorHtmlToRichText.
    if (index > 0) html += '<br>';
    const open: Mark[] = [];
    block.forEach((inline) => {
      let keep = 0;
      while (keep < open.length && keep < inline.marks.length && inline.marks[keep]!.eq(open[keep]!)) keep++;
      while (open.length > keep) html += `</${tagOf(open.pop()!)}>`;
      for (const mark of inline.marks.slice(keep)) {
        open.push(mark);
        html += `<${tagOf(mark)}>`;
      }
      html += inline.isText ? escapeText(inline.text ?? '') : inline.type.name === 'hardBreak' ? '<br>' : '';
    });
    while (open.length > 0) html += `</${tagOf(open.pop()!)}>`;
  });
  return storedLines(html);
}

/** What was typed in a field's light view, as stored rich text. */
export function typedInView(view: HTMLElement): string {
  // The browser writes a space it would otherwise collapse as &nbsp;.
  return editorHtmlToRichText(view.innerHTML.replace(/&nbsp;|\u00a0/g, ' '));
}

/** Stored rich text as the editor's content: one paragraph, line breaks inside it. */
export function richTextToEditorHtml(richText: string): string {
  return `<p>${sanitiseRichText(richText)}</p>`;
}
