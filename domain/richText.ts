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

/** The only entities DOMPurify writes in text, and the characters they stand for. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0' };
const ENTITY_NAMES = Object.keys(ENTITIES).map((entity) => entity.slice(1, -1)).join('|');
const ENTITY = new RegExp(`&(${ENTITY_NAMES});`, 'g');
/** An `&` that does not start one of those entities. */
const OTHER_AMPERSAND = `&(?!(${ENTITY_NAMES});)`;
const STRAY_AMPERSAND = new RegExp(OTHER_AMPERSAND);
/** An `&` an HTML parser could read as the start of another character reference. */
const OTHER_REFERENCE = new RegExp(`${OTHER_AMPERSAND}(?=[\\w#])`);

/** A mark tag rich text may hold (every allowlisted tag but br). */
export type RichTextMark = Exclude<(typeof RICH_TEXT_TAGS)[number], 'br'>;

/** What `walkCanonical` hands on, in document order. */
interface CanonicalVisitor {
  text(text: string): void;
  open(mark: RichTextMark): void;
  close(): void;
  lineBreak(): void;
}

/**
 * Walks `html` if it holds only allowlisted tags without attributes, properly nested, between
 * texts that `textOk` accepts (by default: no raw `<`, `>`, `&` or no-break space other than the
 * entities DOMPurify itself writes, i.e. exactly what DOMPurify would give back). Answers false,
 * part-way, for anything else.
 */
function walkCanonical(html: string, visitor: CanonicalVisitor, textOk = isCanonicalText): boolean {
  const open: string[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const text = html.slice(last, match.index);
    if (!textOk(text)) return false;
    if (text) visitor.text(text);
    last = match.index + match[0].length;
    const [, closing, name] = match as unknown as [string, string, RichTextMark | undefined];
    if (!name) visitor.lineBreak();
    else if (!closing) {
      open.push(name);
      visitor.open(name);
    } else if (open.pop() !== name) return false;
    else visitor.close();
  }
  const rest = html.slice(last);
  if (open.length > 0 || !textOk(rest)) return false;
  if (rest) visitor.text(rest);
  return true;
}

const ignore = () => undefined;
const IGNORE_ALL: CanonicalVisitor = { text: ignore, open: ignore, close: ignore, lineBreak: ignore };

/**
 * True when `html` is already what DOMPurify would give back. Such text (the stored, already-clean
 * case) skips the DOM parse, which costs milliseconds per field on the server. Anything else goes
 * through DOMPurify; a property test checks both paths agree.
 */
const isCanonical = (html: string) => walkCanonical(html, IGNORE_ALL);

const isCanonicalText = (text: string) =>
  !/[<>\u00a0]/.test(text) && !STRAY_AMPERSAND.test(text);

/** Sanitised rich text as a tree: texts (entities decoded), line breaks and marks around parts. */
export type RichTextPart = string | { lineBreak: true } | { mark: RichTextMark; parts: RichTextPart[] };

/**
 * Text an HTML parser reads as written, but for the four entities DOMPurify writes: no `<`, and an
 * `&` that starts no other character reference. DOMPurify hands back text without `<` untouched,
 * so sanitised text may hold a raw `&`, `>` or no-break space.
 */
const isPlainHtmlText = (text: string) => !text.includes('<') && !OTHER_REFERENCE.test(text);

/**
 * The tree of sanitised rich text, for a view to build its elements without an HTML parser: what
 * the parser would build from it. Null when `html` holds anything else (an entity but those four).
 */
export function richTextParts(html: string): RichTextPart[] | null {
  const root: RichTextPart[] = [];
  const stack = [root];
  const walked = walkCanonical(html, {
    text: (text) => stack.at(-1)!.push(text.replace(ENTITY, (entity) => ENTITIES[entity]!)),
    open: (mark) => {
      const parts: RichTextPart[] = [];
      stack.at(-1)!.push({ mark, parts });
      stack.push(parts);
    },
    close: () => void stack.pop(),
    lineBreak: () => stack.at(-1)!.push({ lineBreak: true }),
  }, isPlainHtmlText);
  return walked ? root : null;
}

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

/**
 * Rich text as a plain field edits it: tags removed, entities decoded, line breaks and spaces as
 * typed. A field must show what was typed: folded, a space typed at the end would vanish before
 * the next key.
 */
export function richTextToField(html: string): string {
  // Most labels are plain words: without markup or entities there is nothing to strip or decode.
  if (!html.includes('<') && !html.includes('&')) return html;
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Plain text of rich text: tags removed, entities decoded, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return richTextToField(html).replace(/\s+/g, ' ').trim();
}

/** Rich text counts as empty once its markup is stripped. */
export function isRichTextEmpty(html: string): boolean {
  return richTextToPlain(html).length === 0;
}
