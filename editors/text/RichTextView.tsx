import { createElement, type ReactNode } from 'react';
import { richTextParts, sanitiseRichText, type RichTextPart } from '../../domain/richText';

/** Whether sanitised rich text holds markup or entities: the element gets children, not just its text. */
export const isFormatted = (clean: string) => /[<&]/.test(clean);

/**
 * What shows sanitised rich text in an element: its text and elements as React children, built
 * from the text's tree. Handed as HTML, each formatted text ran the browser's HTML parser (the
 * map editor's 40/80 map shows about 100 among its 240 texts: a tenth of its first render).
 * Text in any other form (an entity but the four the sanitiser writes) still goes as HTML.
 */
export function richTextContent(clean: string): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  if (!isFormatted(clean)) return { children: clean };
  const parts = richTextParts(clean);
  return parts ? { children: parts.map(toNode) } : { dangerouslySetInnerHTML: { __html: clean } };
}

function toNode(part: RichTextPart, key: number): ReactNode {
  if (typeof part === 'string') return part;
  if ('lineBreak' in part) return <br key={key} />;
  return createElement(part.mark, { key }, part.parts.map(toNode));
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
