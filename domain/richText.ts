import DOMPurify from 'isomorphic-dompurify';
import { limits } from './limits';
import { cleanText } from './text';

/** The only markup rich text may hold (spec part 1 §5): no attributes at all. */
export const RICH_TEXT_TAGS = ['b', 'strong', 'i', 'em', 'u', 'sup', 'sub', 'br'] as const;

/** DOMPurify's settings for rich text; the server's sanitising worker uses the same. */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [] as string[],
  KEEP_CONTENT: true,
};

/** Markup in, DOMPurify's output out. */
export type Purify = (html: string) => string;

let purify: Purify = (html) => DOMPurify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);

/**
 * Runs `work` (synchronous) with `replacement` answering instead of DOMPurify: the server answers
 * from markup it had DOMPurify clean beforehand, off its main thread (server/services/richText.ts).
 */
export function withPurify<T>(replacement: Purify, work: () => T): T {
  const saved = purify;
  purify = replacement;
  try {
    return work();
  } finally {
    purify = saved;
  }
}

const TAG = /<(\/?)(b|strong|i|em|u|sup|sub)>|<br>/g;

/**
 * True when `html` is already exactly what DOMPurify would give back: only allowlisted tags
 * without attributes, properly nested, and text with no raw `<`, `>`, `&` or no-break space
 * other than the entities DOMPurify itself writes. Such text (the stored, already-clean case)
 * skips the DOM parse, which costs milliseconds per field on the server. Anything else goes
 * through DOMPurify; a property test checks both paths agree.
 */
function isCanonical(html: string): boolean {
  const open: string[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (!isCanonicalText(html.slice(last, match.index))) return false;
    last = match.index + match[0].length;
    const [, closing, name] = match;
    if (!name) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0 && isCanonicalText(html.slice(last));
}

const isCanonicalText = (text: string) =>
  !/[<>\u00a0]/.test(text) && !/&(?!(amp|lt|gt|nbsp);)/.test(text);

/**
 * Sanitises rich text with DOMPurify and the allowlist above. Newlines become line breaks;
 * everything outside the allowlist is dropped (its text kept and escaped).
 */
export function sanitiseRichText(input: string, maxLength: number = limits.textareaMax): string {
  const withBreaks = cleanText(input.slice(0, maxLength * 2)).replace(/\r\n?|\n/g, '<br>');
  const clean = isCanonical(withBreaks) ? withBreaks : purify(withBreaks);
  if (clean.length <= maxLength) return clean;
  return purify(clean.slice(0, maxLength));
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
