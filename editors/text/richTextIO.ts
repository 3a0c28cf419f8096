import { sanitiseRichText } from '../../domain/richText';

/**
 * TipTap writes paragraphs; stored rich text has none (only b, strong, i, em, u, sup, sub, br).
 * Paragraph ends become line breaks, then the domain allowlist sanitises the rest.
 */
export function editorHtmlToRichText(html: string): string {
  const lines = html
    .replace(/<\/p>\s*<p[^>]*>/gi, '<br>')
    .replace(/<\/?p[^>]*>/gi, '');
  const clean = sanitiseRichText(lines);
  // An editor left with empty lines only stores nothing.
  return clean.replace(/^(<br\s*\/?>)+$/i, '');
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
