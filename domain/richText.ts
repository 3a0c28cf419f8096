import DOMPurify from 'isomorphic-dompurify';
import { limits } from './limits';
import { cleanText } from './text';

/** The only markup rich text may hold (spec part 1 §5): no attributes at all. */
export const RICH_TEXT_TAGS = ['b', 'strong', 'i', 'em', 'u', 'sup', 'sub', 'br'] as const;

const purifyConfig = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [] as string[],
  KEEP_CONTENT: true,
};

/**
 * Sanitises rich text with DOMPurify and the allowlist above. Newlines become line breaks;
 * everything outside the allowlist is dropped (its text kept and escaped).
 */
export function sanitiseRichText(input: string, maxLength: number = limits.textareaMax): string {
  const withBreaks = cleanText(input.slice(0, maxLength * 2)).replace(/\r\n?|\n/g, '<br>');
  const clean = DOMPurify.sanitize(withBreaks, purifyConfig);
  return clean.length > maxLength ? DOMPurify.sanitize(clean.slice(0, maxLength), purifyConfig) : clean;
}

/** Plain text of rich text: tags removed, entities decoded, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rich text counts as empty once its markup is stripped. */
export function isRichTextEmpty(html: string): boolean {
  return richTextToPlain(html).length === 0;
}
