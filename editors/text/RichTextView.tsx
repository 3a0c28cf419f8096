import { sanitiseRichText } from '../../domain/richText';

/**
 * What shows sanitised rich text in an element: a text without markup or entities (most labels)
 * as the element's text, which the browser takes without its HTML parser (a map's editor shows
 * some 240 texts at once: 351 parser runs per load otherwise); any other as the element's HTML.
 */
export function richTextContent(clean: string): { children: string } | { dangerouslySetInnerHTML: { __html: string } } {
  return /[<&]/.test(clean) ? { dangerouslySetInnerHTML: { __html: clean } } : { children: clean };
}

interface RichTextViewProps {
  html: string;
  className?: string;
  /** A `span` inside a line of text (a map's card or arrow text), a `div` (a block) otherwise. */
  inline?: boolean;
}

/** Stored rich text shown as HTML, always through the domain sanitiser first. */
export function RichTextView({ html, className = 'rich-text', inline = false }: RichTextViewProps) {
  const Element = inline ? 'span' : 'div';
  return <Element className={className} {...richTextContent(sanitiseRichText(html))} />;
}

/** A map's stored text shown inline, or nothing where there is none. */
export const inlineRichText = (html: string | null) => (html ? <RichTextView html={html} inline /> : null);
